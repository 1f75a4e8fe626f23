-- nhlib.lua for nhlev's own level set.
--
-- nhlev loads this file into every fresh Lua state before a level script
-- runs, as NetHack does with its own helper library.  The contract the
-- engine relies on (and which keeps draws in step with C NetHack):
--   * math.random draws only through nh.random, one draw per call:
--       math.random(n)    -> 1 + rn2(n)
--       math.random(a, b) -> a + rn2(b - a + 1)
--       math.random()     -> an error (no real numbers here)
--   * shuffle(t) walks the list from its end down to 2, swapping each
--     slot with a slot chosen by math.random(i);
--   * percent(p) is true when math.random(0, 99) < p;
--   * d(n, f) adds n rolls of an f-sided die; d(f) is one roll;
--   * `align` holds "law", "neutral", "chaos", shuffled as this file loads
--     (so every level starts with exactly two draws: rn2(3), then rn2(2)).

-- raise an error even when the sandbox has taken error() away
local function refuse(why)
   if error then
      error(why, 3)
   end
   return nil .. why
end

local function whole(v, what)
   if math.type(v) == "integer" then
      return v
   end
   if type(v) == "number" and v == math.floor(v) then
      return math.tointeger(v)
   end
   return refuse("math.random: " .. what .. " must be a whole number")
end

math.random = function(...)
   local n = select("#", ...)
   local a, b = ...
   if n == 1 then
      a = whole(a, "the bound")
      if a < 1 then
         return refuse("math.random(n) needs n >= 1")
      end
      return nh.random(1, a)
   elseif n == 2 then
      a = whole(a, "the low end")
      b = whole(b, "the high end")
      if b < a then
         return refuse("math.random(a, b) needs a <= b")
      end
      return nh.random(a, b - a + 1)
   end
   return refuse("math.random takes one or two whole numbers here")
end

function shuffle(t)
   for i = #t, 2, -1 do
      local j = math.random(i)
      t[i], t[j] = t[j], t[i]
   end
   return t
end

function percent(p)
   return math.random(0, 99) < p
end

function d(n, faces)
   if faces == nil then
      return math.random(1, n)
   end
   local total = 0
   for _ = 1, n do
      total = total + math.random(1, faces)
   end
   return total
end

-- one element of a non-empty list, chosen with a single draw
function pick(t)
   return t[math.random(#t)]
end

align = { "law", "neutral", "chaos" }
shuffle(align)
