-- crates-2.lua - The Crate Yard, second layout (nhlev's own level set)
--
-- The holes run up a narrow shaft from the yard to a gallery.  Every
-- boulder can be rolled sideways onto the shaft's column and then pushed
-- north, one hole at a time.

des.level_init({ style = "solidfill", fg = " ", lit = 1 })
des.level_flags("mazelevel", "noteleport", "premapped", "sokoban",
                "solidify", "noflipx")

des.map({ halign = "center", valign = "center", map = [[
        -------     
        |.....|     
        |.....|     
        |.....|     
        ---.---     
          |.|       
          |.|       
          |.|       
  ---------.------- 
  |...............| 
  |...............| 
  |...............| 
  ----------------- 
]] })

des.stair({ dir = "up", coord = { 3, 11 } })
des.stair("down", { 13, 1 })

des.object({ id = "boulder", coord = { 11, 10 } })
des.object("boulder", 5, 10)
des.object("boulder", 16, 10)
des.object("boulder", 14, 9)
des.object("boulder", 8, 9)
des.object("boulder", 13, 10)   -- a spare

local shaft = selection.line(11, 4, 11, 8)
shaft:iterate(function(x, y)
   des.trap({ type = "hole", x = x, y = y })
end)

des.engraving({ 4, 9 }, "burn", "Up the shaft, one at a time.")

-- the gallery
des.region({ region = { 9, 1, 13, 3 }, lit = 1, type = "ordinary" })
des.object({ id = "magic marker", x = 10, y = 1, recharged = 1 })
des.object({ id = "bag of holding", x = 12, y = 2 })
des.object({ id = "figurine", x = 9, y = 3, montype = "dog" })
des.object({ id = "corpse", x = 10, y = 3, montype = "lichen" })

des.exclusion({ type = "teleport", region = { 3, 9, 17, 11 } })
des.exclusion({ type = "monster-generation", region = { 9, 1, 13, 3 } })
des.non_diggable(selection.area(0, 0, 19, 12))
des.non_passwall(selection.area(0, 0, 19, 12))
