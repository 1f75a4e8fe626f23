-- ruins.lua - The Fallen Quarter (nhlev's own level set)
--
-- A ruined town quarter: two streets crossing at a plaza, cut out of solid
-- rock and walled afterwards, a half-standing guildhall laid over the
-- rubble with transparent map cells, broken walls, a dry fountain, iron
-- railings and weeds.  Exercises des.terrain in all its forms and most of
-- the selection set algebra.

des.level_init({ style = "solidfill", fg = " ", lit = 0 })
des.level_flags("mazelevel", "noflipy")

-- streets and the plaza, combined with the set operators
local main_street = selection.area(3, 9, 74, 11)
local cross_street = selection.area(36, 2, 40, 18)
local plaza = selection.area(30, 6, 46, 14)
local rim = selection.rect(30, 6, 46, 14)
local streets = main_street | cross_street        -- union
local open = streets + (plaza - rim)              -- union, difference
local corners = plaza ~ selection.area(31, 7, 45, 13) -- xor: the rim again
des.terrain(open, ".")
des.terrain(corners & streets, ".")               -- streets cross the rim

-- everything that is still rock, two ways of saying "not open"
local rock = -open
local rock2 = ~open
local solid = selection.negate(open)
if rock:numpoints() ~= rock2:numpoints() or rock:numpoints() ~= solid:numpoints() then
   des.message("The stones are restless here.")
end

-- a dead-end alley, drawn point by point on a copy of nothing
local alley = selection.new()
for y = 12, 17 do
   alley:set(20, y)
end
alley = alley:clone()
alley:set(21, 17)
selection.set(alley, 22, 17)           -- the (sel,x,y) form
if alley:get(20, 12) == 1 and selection.get(alley, { x = 21, y = 17 }) == 1 then
   des.terrain(alley, ".")
end

-- walls along every edge between rock and open ground, once for the main
-- part and once more for a little region that the first pass is told about
des.wallify()
des.terrain({ x = 60, y = 4, typ = "." })
des.terrain({ coord = { 61, 4 }, typ = "." })
des.terrain({ 62, 4 }, ".")
des.terrain(63, 4, ".")
des.terrain(selection.line(60, 5, 63, 8), ".")
des.terrain(selection.area(60, 8, 63, 8), ".")
des.wallify({ x1 = 58, y1 = 2, x2 = 66, y2 = 10 })

-- the guildhall: 'x' cells leave whatever is beneath showing through
des.map({ x = 8, y = 4, map = [[
-----xx---
|....xx..|
|.......x|
|........|
-x.-----.|
]], contents = function()
   des.object({ id = "dented pot", x = 3, y = 2 })
   des.object({ id = "rock", x = 6, y = 3, quantity = 7 })
   des.monster({ id = "giant rat", x = 2, y = 1 })
end })

-- where two walls meet a doorway-sized gap, put a broken door
local gaps = selection.match([[
-.-
...
...]])
local gap = gaps:rndcoord()
if gap.x >= 0 then
   des.door("broken", gap.x, gap.y)
end

-- collapse: some wall sections fall into rubble
des.replace_terrain({ region = { 2, 1, 76, 19 }, fromterrain = "w",
                      toterrain = ".", chance = 6 })

-- the plaza's dry fountain and its railing
des.feature("fountain", 38, 10)
local railing = selection.rect(35, 8, 41, 12) - selection.area(38, 8, 38, 12)
railing = railing - selection.area(35, 10, 41, 10)
des.terrain({ selection = railing, typ = "F" })

-- weeds in the cracks
des.replace_terrain({ selection = open, fromterrain = ".", toterrain = "T",
                      chance = 3 })

des.stair("up", 4, 10)
des.stair("down", 73, 10)
des.region(plaza, "unlit")
des.region(selection.area(36, 2, 40, 5), "lit")

des.object({ class = "*", x = 38, y = 3 })
des.object({ id = "rock", quantity = 12 })
des.object({ id = "boulder", x = 50, y = 10 })
des.monster({ id = "gnome zombie", x = 42, y = 10 })
des.monster({ class = "Z" })
des.monster({ id = "giant rat", group = 1 })
des.trap({ type = "falling rock", x = 37, y = 3 })
des.trap("rolling boulder")
