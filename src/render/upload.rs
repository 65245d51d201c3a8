//! Level data into GL objects: the texture pages as one array texture,
//! vertex buffers for rooms and meshes, and per-frame streamed vertices.

use super::room_mesh;
use crate::level::texture::PAGE_SIZE;
use crate::level::Level;

/// A vertex array and its buffer: the opaque pass's vertices first, then
/// the additive pass's.
pub(super) struct RoomBuffers {
    pub vao: u32,
    pub vbo: u32,
    pub opaque: i32,
    pub additive: i32,
}

/// The level's pages plus one white layer (for flat-coloured faces).
pub(super) fn upload_pages(level: &Level) -> u32 {
    let layers = level.pages.len() + 1;
    let mut data = Vec::with_capacity(layers * PAGE_SIZE * PAGE_SIZE * 4);
    for p in &level.pages {
        data.extend_from_slice(&p.rgba());
    }
    data.resize(layers * PAGE_SIZE * PAGE_SIZE * 4, 255);
    let mut tex = 0;
    // SAFETY: `data` holds exactly layers × 256 × 256 RGBA texels.
    unsafe {
        gl::GenTextures(1, &mut tex);
        gl::BindTexture(gl::TEXTURE_2D_ARRAY, tex);
        gl::TexImage3D(
            gl::TEXTURE_2D_ARRAY,
            0,
            gl::RGBA8 as i32,
            PAGE_SIZE as i32,
            PAGE_SIZE as i32,
            layers as i32,
            0,
            gl::RGBA,
            gl::UNSIGNED_BYTE,
            data.as_ptr().cast(),
        );
        // Nearest filtering, as the originals look; no mipmaps across atlas seams.
        gl::TexParameteri(
            gl::TEXTURE_2D_ARRAY,
            gl::TEXTURE_MIN_FILTER,
            gl::NEAREST as i32,
        );
        gl::TexParameteri(
            gl::TEXTURE_2D_ARRAY,
            gl::TEXTURE_MAG_FILTER,
            gl::NEAREST as i32,
        );
        gl::TexParameteri(
            gl::TEXTURE_2D_ARRAY,
            gl::TEXTURE_WRAP_S,
            gl::CLAMP_TO_EDGE as i32,
        );
        gl::TexParameteri(
            gl::TEXTURE_2D_ARRAY,
            gl::TEXTURE_WRAP_T,
            gl::CLAMP_TO_EDGE as i32,
        );
    }
    tex
}

/// Uploads `vertices` into a per-frame buffer and draws them; the number
/// of draw calls made.
///
/// # Safety
/// Needs the renderer's program bound on a current context.
pub(super) unsafe fn stream_draw(buffers: &RoomBuffers, vertices: &[room_mesh::Vertex]) -> usize {
    gl::BindVertexArray(buffers.vao);
    gl::BindBuffer(gl::ARRAY_BUFFER, buffers.vbo);
    gl::BufferData(
        gl::ARRAY_BUFFER,
        std::mem::size_of_val(vertices) as isize,
        vertices.as_ptr().cast(),
        gl::STREAM_DRAW,
    );
    gl::DrawArrays(gl::TRIANGLES, 0, vertices.len() as i32);
    1
}

pub(super) fn upload_room(mesh: &room_mesh::RoomMesh) -> RoomBuffers {
    upload_vertices(&mesh.vertices, mesh.opaque, mesh.additive)
}

/// A vertex array and buffer holding `vertices`, of which the first
/// `opaque` are drawn in the opaque pass and the next `additive` in the
/// additive one.
pub(super) fn upload_vertices(
    vertices: &[room_mesh::Vertex],
    opaque: usize,
    additive: usize,
) -> RoomBuffers {
    let (mut vao, mut vbo) = (0, 0);
    let stride = std::mem::size_of::<room_mesh::Vertex>() as i32;
    // SAFETY: the buffer is filled from a live slice of `repr(C)` vertices and
    // the attribute offsets match that layout.
    unsafe {
        gl::GenVertexArrays(1, &mut vao);
        gl::GenBuffers(1, &mut vbo);
        gl::BindVertexArray(vao);
        gl::BindBuffer(gl::ARRAY_BUFFER, vbo);
        gl::BufferData(
            gl::ARRAY_BUFFER,
            std::mem::size_of_val(vertices) as isize,
            vertices.as_ptr().cast(),
            gl::STATIC_DRAW,
        );
        gl::EnableVertexAttribArray(0);
        gl::VertexAttribPointer(0, 3, gl::FLOAT, gl::FALSE, stride, std::ptr::null());
        gl::EnableVertexAttribArray(1);
        gl::VertexAttribPointer(1, 3, gl::FLOAT, gl::FALSE, stride, (3 * 4) as *const _);
        gl::EnableVertexAttribArray(2);
        gl::VertexAttribPointer(2, 4, gl::FLOAT, gl::FALSE, stride, (6 * 4) as *const _);
        gl::EnableVertexAttribArray(3);
        gl::VertexAttribPointer(3, 4, gl::FLOAT, gl::FALSE, stride, (10 * 4) as *const _);
        gl::EnableVertexAttribArray(4);
        gl::VertexAttribPointer(4, 2, gl::FLOAT, gl::FALSE, stride, (14 * 4) as *const _);
        gl::BindVertexArray(0);
    }
    RoomBuffers {
        vao,
        vbo,
        opaque: opaque as i32,
        additive: additive as i32,
    }
}
