-- garden-2.lua - The Drowned Garden, cave variant (nhlev's own level set)
--
-- A garden grown in a cave: a long oval cavern with two round side
-- chambers, its edge frayed by a radial gradient.  Pockets that the fraying
-- cut off from the middle become thickets; a pond sits in the heart.
-- Everything is carved with selections.

des.level_init({ style = "solidfill", fg = " ", lit = 0 })
des.level_flags("mazelevel", "arboreal")

local hall = selection.ellipse(38, 10, 24, 6, 1)
local west = selection.circle(11, 10, 5, 1)
local east = selection.circle(selection.new(), 65, 10, 5, 1)
local joins = selection.fillrect(11, 9, 65, 11)

-- fray the edge: the gradient keeps everything near the middle and less
-- and less towards the rim.  (x2,y2 given: without them C centres the
-- gradient on a line to the origin's corner, not on the point.)
local keep = selection.gradient({ type = "radial", x = 38, y = 10,
                                  x2 = 38, y2 = 10,
                                  mindist = 9, maxdist = 30 })
local cave = ((hall & keep) | west | east | joins)
des.terrain(cave, ".")

-- what the middle reaches stays open ground; cut-off pockets grow over
local reach = selection.floodfill(38, 10)
local pockets = cave - reach
des.terrain(pockets, "T")

-- a pond with a ring of reeds (trees) on its north side
local pond = selection.ellipse(selection.new(), 38, 10, 4, 2, 1)
des.terrain({ selection = pond, typ = "}" })
des.terrain(selection.ellipse(38, 10, 5, 3) - pond & selection.area(30, 6, 46, 9), "T")

-- scattered shrubs over the open ground, on a fixed pattern
reach:iterate(function(x, y)
   if (x * 7 + y * 3) % 23 == 0 and (x < 33 or x > 43) then
      des.feature("tree", x, y)
   end
end)

-- stairs at the far ends of what can be reached
local b = reach:bounds()
local span = b.hx - b.lx
local westend = reach & selection.area(0, 0, 16, 20)
local eastend = reach & selection.area(60, 0, 78, 20)
if span > 40 and westend:numpoints() > 0 and eastend:numpoints() > 0 then
   des.stair("up", westend:rndcoord())
   des.stair("down", eastend:rndcoord())
else
   des.stair("up")
   des.stair("down")
end

des.region(cave, "lit")

-- fruit and gardeners' leavings
for _ = 1, 4 do
   local spot = reach:rndcoord(1)
   des.object({ id = "apple", coord = spot })
end
des.object({ id = "orange", quantity = 3 })
des.object({ id = "pick-axe", buried = 1, x = 38, y = 14 })
des.object({ id = "statue", montype = "gnome leader", historic = 1 })

des.monster({ id = "wood nymph", asleep = 1 })
des.monster({ class = "F" })
des.monster({ class = "F" })
des.monster({ id = "killer bee", group = 1 })
des.monster({ id = "lizard", x = 38, y = 14 })

des.trap("web")
des.trap({ type = "bear" })
