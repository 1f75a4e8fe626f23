-- library.lua - The Athenaeum (nhlev's own level set)
--
-- A library built of rooms: a reading room with a scribe's alcove, the
-- stacks, a map room and a bindery, joined by a corridor laid on purpose
-- and the rest by random corridors.  One room (the lost annex) goes wherever
-- it fits.

des.level_flags("noflip")

-- room 0: the reading room, with a subroom alcove for the scribe
des.room({ type = "ordinary", x = 1, y = 1, xalign = "left", yalign = "top",
           w = 12, h = 5, lit = 1,
           contents = function(rm)
              local floor = selection.room()
              des.object({ id = "spellbook of light", coord = floor:rndcoord() })
              des.object({ class = "+" })
              des.object({ class = "?", buc = "uncursed" })
              des.door({ state = "closed", wall = "east", pos = 2 })
              des.door({ state = "random", wall = "south" })
              des.stair("up")
              des.room({ type = "ordinary", x = 7, y = 1, w = 3, h = 2,
                         lit = 0,
                         contents = function()
                            des.object({ id = "magic marker", x = 1, y = 0 })
                            des.monster({ id = "gnome", x = 0, y = 0,
                                          peaceful = 1, name = "Scribe" })
                            des.door({ state = "nodoor", wall = "west" })
                         end })
           end })

-- room 1: the stacks
des.room({ type = "ordinary", x = 3, y = 1, xalign = "center", yalign = "top",
           w = 16, h = 6, lit = 1,
           contents = function()
              local shelves = selection.room()
              local books = shelves:percentage(15)
              books:iterate(function(x, y)
                 des.object({ class = "?", x = x, y = y })
              end)
              des.door({ state = "open", wall = "west", pos = 0 })
              des.door({ state = "locked", wall = "south" })
              des.monster({ id = "homunculus", asleep = 1 })
           end })

-- room 2: the map room
des.room({ type = "ordinary", x = 5, y = 1, xalign = "right", yalign = "top",
           w = 8, h = 4, lit = 1,
           contents = function()
              des.object("scroll of magic mapping")
              des.object({ id = "crystal ball" })
              des.door({ state = "closed", wall = "south" })
              des.trap("magic")
           end })

-- room 3: the bindery
des.room({ type = "ordinary", x = 2, y = 5, xalign = "center",
           yalign = "bottom", w = 10, h = 4, lit = 0,
           contents = function()
              des.object({ id = "blank paper", quantity = 6 })
              des.object("spellbook of blank paper")
              des.object({ class = "(" })
              des.door({ state = "broken", wall = "north" })
              des.door({ state = "random", wall = "east" })
              des.monster({ class = "r" })
              des.stair("down")
           end })

-- room 4: the lost annex, placed at random
des.room({ type = "ordinary", filled = 0,
           contents = function()
              des.object({ class = "+", buc = "cursed" })
              des.monster({ id = "lichen", asleep = 1 })
           end })

-- the east door of the reading room meets the west door of the stacks
des.corridor({ srcroom = 0, srcdoor = 0, srcwall = "east",
               destroom = 1, destdoor = 0, destwall = "west" })
des.random_corridors()

des.monster({ class = "@", peaceful = 1 })
des.trap("teleport")
des.trap("sleep gas")
