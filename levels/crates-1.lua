-- crates-1.lua - The Crate Yard, first layout (nhlev's own level set)
--
-- A small boulder-pushing puzzle: five holes block the passage between the
-- yard and the storeroom.  Each boulder has a clear line onto row 4 and a
-- clear push east along it, so the puzzle can always be finished.

des.level_init({ style = "solidfill", fg = " ", lit = 1 })
des.level_flags("mazelevel", "noteleport", "premapped", "sokoban", "solidify")

des.map({ halign = "center", valign = "center", map = [[
-----------           --------
|.........|           |......|
|.........|           |......|
|.........-------------......|
|............................|
|.........-------------......|
|.........|           |......|
-----------           --------
]] })

des.stair("up", 1, 1)
des.stair("down", 27, 6)

-- the crates (boulders) and the gap they must fill
des.object("boulder", 2, 4)
des.object("boulder", 3, 2)
des.object("boulder", 6, 2)
des.object("boulder", 4, 5)
des.object("boulder", 7, 5)
des.object({ id = "boulder", x = 8, y = 2 })   -- a spare

for x = 10, 14 do
   des.trap("hole", x, 4)
end

des.engraving({ x = 2, y = 1, type = "burn",
                text = "Push them east. Pull nothing.", degrade = false })

-- the storeroom
des.region({ region = { 23, 1, 28, 6 }, lit = 1, type = "ordinary" })
des.object({ id = "bag of tricks", x = 24, y = 2 })
des.object({ id = "amulet of reflection", x = 26, y = 1, buc = "uncursed" })
des.object({ class = "!", x = 25, y = 5 })
des.object({ class = "?", x = 26, y = 5 })
des.monster({ id = "homunculus", x = 25, y = 3, asleep = 1 })

-- no teleporting past the holes; walls are solid in every sense
des.exclusion({ type = "teleport", region = { 1, 1, 9, 6 } })
des.non_diggable()
des.non_passwall()
