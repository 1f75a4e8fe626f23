-- keep.lua - The Moated Keep (nhlev's own level set)
--
-- A square keep stands in a ring of moat.  The only bridge is a drawbridge
-- on the west gate; a postern on the east side is hidden in the wall.
-- Inside: a gatehouse, a lit great hall, a guardroom, a treasury behind a
-- locked door and a small armoury.  Shows every door state, both forms of
-- des.region, a drawbridge and container/inventory functions.

des.level_init({ style = "solidfill", fg = " ", lit = 0 })
des.level_flags("mazelevel")

des.message("Chains rattle somewhere behind a wall of water.")

des.map({ halign = "center", valign = "center", map = [[
.............................................
.}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}.
.}-----------------------------------------}.
.}|.........|...............|.............|}.
.}|.........|...............|.............|}.
.}|.........+...............+.............|}.
.}|.........|...............|------+------|}.
.}|.........|...............|.............|}.
.}-----+-----...............|.............|}.
.}|.........|...............+.............|}.
.}|.........|...............|.............|}.
.}|.........|...............|.............|}.
.}-----------------------------------------}.
.}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}.
.............................................
]] })

-- The map is now the coordinate origin for everything below.

-- the gate: a drawbridge over the moat, raised, facing the gatehouse wall
des.drawbridge({ x = 1, y = 7, dir = "east", state = "closed" })

-- one door in every state
des.door("open", 12, 5)                          -- gatehouse -> hall
des.door({ x = 7, y = 8, state = "closed" })     -- gatehouse -> armoury
des.door({ coord = { 28, 5 }, state = "locked" }) -- hall -> treasury
des.door("nodoor", 35, 6)                        -- treasury -> guardroom
des.door("broken", 28, 9)                        -- hall -> guardroom
des.door("secret", 42, 9)                        -- the postern
des.door({ x = 20, y = 12, state = "random" })   -- a sally port, south

-- light: the hall by selection, the armoury kept dark by table
des.region(selection.area(13, 3, 27, 11), "lit")
des.region({ region = { 3, 9, 11, 11 }, lit = 0, type = "ordinary" })
des.region({ x1 = 29, y1 = 3, x2 = 41, y2 = 5, lit = 1 })

des.non_diggable(selection.area(2, 2, 42, 12))

des.stair("up", 0, 7)
des.stair({ dir = "down", x = 41, y = 10 })

-- the treasury chest and what is in it
des.object({ id = "chest", x = 40, y = 4, locked = 1, trapped = 0,
             contents = function(box)
                des.object("diamond")
                des.object({ id = "gold piece", quantity = 250 })
                des.object({ id = "scroll of teleportation", buc = "cursed" })
                des.object({ class = "=", spe = 1 })
             end })
des.object({ id = "large box", x = 31, y = 3, broken = 1,
             contents = function()
                des.object({ id = "bag of holding",
                             contents = function()
                                des.object("potion of healing")
                             end })
             end })

-- the armoury
des.object({ id = "long sword", x = 4, y = 10, spe = 2, eroded = 1 })
des.object({ id = "crossbow bolt", x = 5, y = 10, quantity = 20,
             greased = 1 })
des.object({ id = "helmet", x = 6, y = 10, buc = "blessed" })
des.object({ id = "shield of reflection", x = 10, y = 11, buc = "not-cursed",
             eroded = -1 })
des.object(")", 8, 9)
des.object("[", { 9, 9 })

-- garrison
des.monster({ id = "lieutenant", x = 20, y = 7, peaceful = 0, asleep = 1,
              name = "Castellan Vorn",
              inventory = function()
                 des.object({ id = "broadsword", spe = 1 })
                 des.object("plate mail")
              end })
des.monster({ id = "soldier", x = 15, y = 4, peaceful = 0 })
des.monster({ id = "soldier", x = 25, y = 10, peaceful = 0, waiting = 1 })
des.monster({ id = "soldier", x = 38, y = 9, asleep = 1,
              inventory = function()
                 des.object("spear")
              end })
des.monster({ class = "@", x = 33, y = 10, peaceful = 0 })
des.monster("watchman", 6, 5)
des.monster("giant eel", { 22, 1 })
des.monster({ id = "giant eel", x = 22, y = 13, ignorewater = 1 })
des.monster({ id = "jackal", x = 2, y = 14, group = 1, adjacentok = 1 })

-- the gatehouse has its surprises
des.trap("arrow", 8, 5)
des.trap({ type = "bear", x = 9, y = 4, seen = 1 })
des.trap({ type = "board", coord = { 26, 7 } })
