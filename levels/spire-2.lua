-- spire-2.lua - The Spire, watch-room variant (nhlev's own level set)
--
-- A square watch-room with arrow slits (iron bars) on every side, a
-- ladder down the middle and the stairs in a corner.

des.level_init({ style = "solidfill", fg = " ", lit = 1 })
des.level_flags("mazelevel", "noteleport", "hardfloor")

des.map({ halign = "center", valign = "center", map = [[
-----F-----
|.........|
|.........|
F.........F
|.........|
|.........|
-----F-----
]] })

des.ladder({ dir = "down", x = 5, y = 3 })
des.stair({ dir = "down", coord = { 9, 5 } })

des.non_diggable(selection.area(0, 0, 10, 6))
des.object({ id = "crossbow", x = 2, y = 1 })
des.object({ id = "crossbow bolt", x = 3, y = 1, quantity = 24 })
des.object({ id = "lenses", x = 8, y = 1 })
des.monster({ id = "watchman", x = 1, y = 3, peaceful = 1 })
des.monster({ id = "watch captain", x = 5, y = 1, peaceful = 1 })
