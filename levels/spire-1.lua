-- spire-1.lua - The Spire, belfry variant (nhlev's own level set)
--
-- The one level of the Spire: a round tower room reached by stairs from
-- below, with a ladder to a bell loft that is part of this same level.

des.level_init({ style = "solidfill", fg = " ", lit = 1 })
des.level_flags("mazelevel", "noteleport", "hardfloor", "solidify")

des.map({ halign = "center", valign = "center", map = [[
   -------   
  --.....--  
 --.......-- 
--.........--
|...........|
--.........--
 --.......-- 
  --.....--  
   ---+---   
]] })

-- the way back down is the branch stair from the keep
des.levregion({ region = { 6, 6, 6, 6 }, type = "branch" })
des.ladder("up", 6, 2)
des.door("locked", 6, 8)

des.non_diggable()
des.object({ id = "bell", x = 6, y = 1 })
des.object({ id = "bugle", x = 5, y = 4 })
des.monster({ id = "bat", x = 3, y = 4 })
des.monster({ id = "bat", x = 9, y = 4 })
des.monster({ id = "gargoyle", x = 6, y = 4, asleep = 1 })
des.trap("board", 6, 5)
