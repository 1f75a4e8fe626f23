-- vault.lua - The Counting House (nhlev's own level set)
--
-- A strongroom sunk in the middle of a maze.  The counting house has a
-- door on each side that the maze is walked out from; inside, the clerks'
-- hall and, behind a hidden door, the strongroom itself with the gold and a
-- ladder down to the cellars.  The strongroom walls cannot be dug or
-- phased through.

des.level_init({ style = "mazegrid", bg = "-" })
des.level_flags("mazelevel", "noteleport")

-- placed at an absolute odd position so its doors meet the maze grid
des.map({ x = 31, y = 7, map = [[
-----------------
|.......|.......|
|.......|.......|
|.......S.......|
+.......|.......+
|.......|.......|
|.......|.......|
|.......|.......|
-----------------
]], contents = function(m)
   -- inside contents, coordinates are the map's own
   des.region({ region = { 1, 1, 7, 7 }, lit = 1, type = "ordinary" })
   des.region({ region = { 9, 1, 15, 7 }, lit = 0, type = "ordinary" })
   des.door("locked", 0, 4)
   des.door({ x = 16, y = 4, state = "closed" })
   des.door({ x = 8, y = 3, state = "secret" })

   -- the strongroom
   des.gold({ amount = 400, x = 10, y = 2 })
   des.gold(250, { 12, 2 })
   des.gold({ amount = 125, coord = { 14, 6 } })
   des.ladder("down", 14, 4)
   des.object({ id = "chest", x = 10, y = 6, locked = 1,
                contents = function()
                   des.object({ id = "ruby", quantity = 2 })
                   des.object({ id = "wand of digging", spe = 4 })
                end })

   -- the clerks' hall
   des.object({ id = "scroll of gold detection", x = 3, y = 2 })
   des.object({ id = "sack", x = 4, y = 2,
                contents = function(bag)
                   des.object({ class = "$", quantity = 40 })
                end })
   des.monster({ id = "gnome", x = 4, y = 5, peaceful = 1,
                 name = "the Tallyman",
                 inventory = function()
                    des.object("crossbow")
                    des.object({ id = "crossbow bolt", quantity = 12 })
                 end })
   des.trap("land mine", 7, 4)
   des.trap({ type = "sleep gas", x = 9, y = 4 })

   -- strongroom walls: neither dug nor passed through
   des.wall_property({ x1 = 8, y1 = 0, x2 = 16, y2 = 8,
                       property = "nondiggable" })
   des.wall_property({ region = { 8, 0, 16, 8 }, property = "nonpasswall" })
end })

-- After a map with contents the origin is back at (1,0): the map's west
-- door is at relative (30,11), its east door at (46,11).
des.mazewalk({ x = 30, y = 11, dir = "west", stocked = false })
des.mazewalk({ coord = { 46, 11 }, dir = "east", stocked = false })

des.wall_property({ x1 = 0, y1 = 0, x2 = 77, y2 = 20, property = "nonpasswall" })
des.non_diggable(selection.rect(0, 0, 77, 20))

des.stair("up")

for _ = 1, 6 do
   des.object()
end
des.object("*")
des.object({ class = "/" })
for _ = 1, 4 do
   des.trap()
end
des.monster("minotaur")
des.monster({ class = "Z" })
des.monster()
des.monster()
