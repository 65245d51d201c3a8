-- Von Croy's cutscenes (TOMB4 voncroy.cpp DoVonCroyCutscene, started from
-- VoncroyControl; data in creatures/stats/von_croy_cutscenes.lua). Lara's
-- location pad (the LARALOCATIONPAD flipeffect, `level_state()
-- .lara_location_pad`, counted on the tick it fires and the next, and for
-- as long as a scene holds her) starts his scene once per pad: her
-- control is taken (only Look reaches the world), the screen cuts to
-- black behind letterbox bars, he is set on the AI marker keyed by the
-- pad facing her (or as the pad's pose says), she stands facing him, then
-- the scene's camera frames them, the screen clears and the pad's track
-- plays once. The scene ends when the track does (or on Look, but for
-- pads 43 and 53): the track stops, the camera and her control come
-- back, the bars go, and
-- he turns to his marker's heading. Pads 8 and 15 only play their track
-- once she hangs from a ledge; pad 20 waits for her to tread water.
-- Before the scene test his marker, her pad and her location are
-- rewritten for Angkor Wat's order of pads as the routine does.
-- Left out: the check that the scene's eye stands inside a room (TOMB4
-- keeps the game camera's place otherwise), his mesh swap while he talks
-- (state 11, frames 32 to 216), and the animation and place he holds
-- while pad 20 waits (he animates on).
local creature = require("ai.creature")
local data = require("creatures.stats.von_croy_cutscenes")
local fixed = require("lib.fixed")
local marker_actions = require("creatures.marker_actions")

local cutscene = {}

--- A scene's phases after its first tick (the routine's trigger_flags):
--- black, waiting to frame the scene; the track playing; over, to be
--- wound up on the next tick.
local BLACK, PLAYING, OVER = 1, 2, 3

--- His poise once a scene is over (the routine's item_flags[2] = 2): he
--- turns to his marker's heading, then goes on from a marker of no flags.
cutscene.AFTER = "after_cut"

--- A 16-bit angle as the signed short C holds.
---@param a integer
---@return integer
function cutscene.short(a)
  a = a % 65536
  return a >= 32768 and a - 65536 or a
end
local short = cutscene.short

--- Lara's location pad as Von Croy reads it this tick: the flipeffect's
--- number from this tick or the last (TOMB4 LaraControl clears it each
--- frame while she has control), kept while a scene holds her; nil else.
---@param brain table his `e.state.ai`
---@return integer?
function cutscene.pad(brain)
  local s = world.level_state()
  local pad, at = s.lara_location_pad, s.lara_location_pad_tick
  if pad == nil then return nil end
  if brain.cut or at and world.tick() - at <= 1 then return pad end
  return nil
end

--- His marker is now the one keyed `key` (the routine's item_flags[3]).
local function lead_to(brain, key)
  local o = brain.orders
  if not (o and o.follow) or (o.lead or o.key) == key then return end
  o.lead = key
  brain.order_point, brain.reached = nil, false
end

--- True when Lara has played her animation `anim` to its last frame.
local function finished_anim(anim)
  local lara = world.lara()
  if not (lara and lara.anim == anim) then return false end
  local frames = world.anim_info(lara.type, anim)
  return frames ~= nil and lara.frame == frames - 1
end

--- Whether `rule` of the data's `rewrites` applies to the tick's view `t`.
local function applies(rule, brain, t)
  if not rule.keys[t.key] then return false end
  if rule.location_is then return t.location == rule.location_is end
  if not (t.pad and rule.pads[t.pad]) then return false end
  if rule.after_anim then
    if not (brain.after_anim_seen or finished_anim(rule.after_anim)) then return false end
    brain.after_anim_seen = true
  end
  return true
end

--- The routine's rewrites of his marker, Lara's pad and her location
--- before its scene test (the data's `secrets_switch` and `rewrites`),
--- made in the level's state and in the tick's view `t` (key, pad,
--- location). The secrets are the level's found so far (TOMB4 counts the
--- game's; Von Croy's levels open it).
---@param brain table his `e.state.ai`
---@param t table
function cutscene.rewrite(brain, t)
  local s = world.level_state()
  local switch = data.secrets_switch
  if t.key == switch.key and world.secrets_found() > switch.secrets_over then
    lead_to(brain, switch.to)
    t.key, t.location, s.lara_location = switch.to, switch.to, switch.to
  end
  for _, rule in ipairs(data.rewrites) do
    if applies(rule, brain, t) then
      if rule.pad then t.pad, s.lara_location_pad = t.key, t.key end
      if rule.location then t.location, s.lara_location = t.key, t.key end
      return
    end
  end
end

--- True when a scene is to run this tick (VoncroyControl's test): his
--- marker's scene not yet played, and he stands at his marker with her on
--- its pad, or a scene is under way, or she is on a later pad whose scene
--- has not played.
---@param brain table
---@param key integer his marker's key
---@param pad integer?
---@param reached boolean
function cutscene.due(brain, key, pad, reached)
  local played = brain.cuts_played or {}
  if played[key] then return false end
  if brain.cut then return true end
  if pad == nil then return false end
  return reached and key == pad and data.pads[key] ~= nil
    or pad >= key and not played[pad] and data.pads[pad] ~= nil
end

--- The AI object keyed `key` (any type; the last of the level's list),
--- shifted to its point as the follow markers are (GetAIEnemy).
local function marker_keyed(key, markers)
  local found
  for i = 0, ai.count() - 1 do
    local entry = ai.get(i)
    if entry and entry.ocb == key then found = entry end
  end
  if not found then return nil end
  local p = { x = found.x, y = found.y, z = found.z, flags = found.flags or 0,
              yaw = found.angle % 65536 }
  p.x, p.y, p.z = marker_actions.point_of(p, markers)
  p.room = world.room_at(found.room, p.x, p.y, p.z)
  return p
end

--- One axis of the scene's eye or target: in the level, or added to the
--- game camera's.
local function place(own, absolute, game)
  if absolute then return { own[1], own[2], own[3] } end
  return { game[1] + own[1], game[2] + own[2], game[3] + own[3] }
end

--- The scene's camera (SetCutSceneCamera) for `pad`.
local function frame_scene(e, pad)
  local cam = data.cameras[data.pads[pad].camera]
  local view = world.game_view() or { e.x, e.y, e.z, e.x, e.y, e.z }
  local eye = place(cam.pos, cam.pos_absolute, { view[1], view[2], view[3] })
  local target = place(cam.target, cam.target_absolute, { view[4], view[5], view[6] })
  if cam.at_him then target = { e.x, e.y - data.eye_over_him, e.z } end
  world.camera_request({ mode = "fixed", entity = e, eye = eye, target = target,
                         lens = (cam.fov or data.lens) * fixed.DEGREE })
end

--- Stands Lara for the scene facing `yaw`, on her floor, unless she
--- treads water (then she only turns).
local function stand_lara(lara, yaw)
  lara.yaw = yaw % 65536
  if lara.anim_state == data.lara.tread_state then return end
  lara.y = world.floor(lara.room, lara.x, lara.y, lara.z)
  local anims = lara.state.anims
  if anims and anims.stop then lara:set_anim(anims.stop) end
  lara.anim_state, lara.goal_state = data.lara.stop_state, data.lara.stop_state
  lara.speed, lara.fall_speed, lara.gravity = 0, 0, false
end

--- The scene's first tick: control taken, black, he on the marker.
local function begin(e, brain, key, pad, lara)
  world.letterbox(data.letterbox)
  world.fade(data.black, data.black)
  world.set_input_mask(input.LOOK)
  local pose = data.poses[key] or data.poses.default
  creature.enter(e, pose.anim, pose.state)
  creature.goal_follows_animation(e, brain)
  e.goal_state = pose.goal
  local m = marker_keyed(pad, brain.stats.markers)
  if m then e.x, e.y, e.z = m.x, m.y, m.z end
  local toward = fixed.atan(lara.z - e.z, lara.x - e.x)
  if pose.heading == "marker" then
    e.yaw = m and m.yaw or e.yaw
  elseif pose.heading then
    e.yaw = pose.heading % 65536
  else
    e.yaw = toward % 65536
  end
  if pose.jumping then e:set_leap(true, false) end
  if pose.turnless then brain.max_turn = 0 end
  e.room = world.room_at(e.room, e.x, e.y - data.room_probe, e.z)
  stand_lara(lara, toward + 0x8000)
  brain.cut = { phase = BLACK, key = key, flags = m and m.flags or 0, yaw = m and m.yaw or e.yaw }
end

--- The scene is over (its track ended or Look skipped it).
local function finish(e, brain)
  local cut = brain.cut
  world.camera_release()
  world.stop_track()
  world.set_input_mask(input.ALL)
  world.letterbox(0)
  brain.cut = nil
  brain.cuts_played = brain.cuts_played or {}
  brain.cuts_played[cut.key] = true
  local off = short(cut.yaw) - short(e.yaw)
  if off > data.face_within then
    brain.required = data.states.turn_left
  elseif off < -data.face_within then
    brain.required = data.states.turn_right
  end
  e.goal_state = data.states.stop
  brain.poise = cutscene.AFTER
end

--- While the track plays: he talks or gestures from a stand, and stands
--- again after.
local function act(e, cut)
  local S = data.states
  if e.anim_state == S.stop then
    if cut.flags == data.talk_flags then
      e.goal_state = S.talk
    else
      e.goal_state = world.random() % data.gestures.count + data.gestures.first
    end
  elseif e.anim_state ~= S.kneel then
    e.goal_state = S.stop
  end
end

--- One tick of the scene (DoVonCroyCutscene) for his marker `key` and
--- Lara's pad `pad`.
---@param e Entity
---@param brain table his `e.state.ai`
---@param key integer
---@param pad integer
function cutscene.step(e, brain, key, pad)
  local lara = world.lara()
  if not lara then return end
  if not data.on_hang[pad] then
    key = pad
    lead_to(brain, key)
  end
  if pad == data.tread_pad and lara.anim_state ~= data.lara.tread_state then return end
  if data.on_hang[key] then
    if data.lara.hang_states[lara.anim_state] then
      world.track(data.pads[key].track)
      brain.cuts_played = brain.cuts_played or {}
      brain.cuts_played[key] = true
      brain.poise = cutscene.AFTER
    end
    return
  end
  local cut = brain.cut
  if not cut then
    begin(e, brain, key, pad, lara)
  elseif cut.phase == BLACK then
    frame_scene(e, cut.key)
    world.fade(0)
    world.track(data.pads[cut.key].track)
    cut.phase = PLAYING
  elseif cut.phase == PLAYING then
    local pose = data.poses[cut.key] or data.poses.default
    if world.pressed(input.LOOK) and not pose.unskippable then
      cut.phase = OVER
      if pose.state == data.states.stop then e.goal_state = data.states.stop end
    else
      if world.track_playing() ~= data.pads[cut.key].track then cut.phase = OVER end
      act(e, cut)
    end
  else
    finish(e, brain)
  end
end

return cutscene
