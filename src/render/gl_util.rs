//! Small GL helpers: shader programs with readable errors, and a GL error
//! check that names what failed.

use std::ffi::CString;

/// A linked shader program.
#[derive(Debug)]
pub struct Program {
    pub id: u32,
}

fn info_log(id: u32, is_program: bool) -> String {
    let mut len = 0;
    // SAFETY: plain GL queries on an object id this module created.
    unsafe {
        if is_program {
            gl::GetProgramiv(id, gl::INFO_LOG_LENGTH, &mut len);
        } else {
            gl::GetShaderiv(id, gl::INFO_LOG_LENGTH, &mut len);
        }
        let mut buf = vec![0u8; len.max(1) as usize];
        let mut written = 0;
        if is_program {
            gl::GetProgramInfoLog(id, len, &mut written, buf.as_mut_ptr().cast());
        } else {
            gl::GetShaderInfoLog(id, len, &mut written, buf.as_mut_ptr().cast());
        }
        buf.truncate(written.max(0) as usize);
        String::from_utf8_lossy(&buf).into_owned()
    }
}

fn compile(kind: u32, source: &str, name: &str) -> Result<u32, String> {
    let text = CString::new(source).map_err(|_| format!("{name}: NUL in shader source"))?;
    // SAFETY: the source pointer outlives the calls; the id is checked.
    unsafe {
        let id = gl::CreateShader(kind);
        gl::ShaderSource(id, 1, &text.as_ptr(), std::ptr::null());
        gl::CompileShader(id);
        let mut ok = 0;
        gl::GetShaderiv(id, gl::COMPILE_STATUS, &mut ok);
        if ok == 0 {
            let log = info_log(id, false);
            gl::DeleteShader(id);
            return Err(format!("{name}: {log}"));
        }
        Ok(id)
    }
}

impl Program {
    /// Compiles and links a vertex and a fragment shader.
    pub fn new(name: &str, vertex: &str, fragment: &str) -> Result<Program, String> {
        let vs = compile(gl::VERTEX_SHADER, vertex, &format!("{name}.vert"))?;
        let fs = compile(gl::FRAGMENT_SHADER, fragment, &format!("{name}.frag"))?;
        // SAFETY: linking shader ids created above.
        unsafe {
            let id = gl::CreateProgram();
            gl::AttachShader(id, vs);
            gl::AttachShader(id, fs);
            gl::LinkProgram(id);
            gl::DeleteShader(vs);
            gl::DeleteShader(fs);
            let mut ok = 0;
            gl::GetProgramiv(id, gl::LINK_STATUS, &mut ok);
            if ok == 0 {
                let log = info_log(id, true);
                gl::DeleteProgram(id);
                return Err(format!("{name}: link: {log}"));
            }
            Ok(Program { id })
        }
    }

    /// The location of a uniform (-1 when the shader does not use it).
    pub fn uniform(&self, name: &str) -> i32 {
        let c = CString::new(name).unwrap_or_default();
        // SAFETY: a query on a linked program.
        unsafe { gl::GetUniformLocation(self.id, c.as_ptr()) }
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        // SAFETY: deleting the program this value owns.
        unsafe { gl::DeleteProgram(self.id) }
    }
}

/// The GL errors raised since the last check, named after `what`.
pub fn check(what: &str) -> Result<(), String> {
    let mut errors = Vec::new();
    // SAFETY: glGetError has no preconditions.
    unsafe {
        loop {
            let e = gl::GetError();
            if e == gl::NO_ERROR || errors.len() > 8 {
                break;
            }
            errors.push(format!("0x{e:04X}"));
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(format!("GL error {} after {what}", errors.join(", ")))
    }
}
