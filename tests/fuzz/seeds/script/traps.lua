-- traps, drawbridge, features
des.level_init({ style = "solidfill", fg = " " })
des.map([[
}}}}}}}}}}}}}}}
}.............}
}.............}
}}}}}}}}}}}}}}}
]])
des.drawbridge({ dir = "east", state = "open", x = 14, y = 1 })
des.trap("hole", 2, 1)
des.trap({ type = "magic portal", x = 3, y = 1, seen = true })
des.trap({ type = "rolling boulder", x = 4, y = 2 })
des.trap({ type = "web", spider_on_web = false })
des.trap({ type = "statue", x = 6, y = 2, victim = false })
des.trap("level teleport")
des.trap("random")
des.feature({ type = "throne", x = 7, y = 1, looted = 1 })
des.feature({ type = "tree", x = 8, y = 1 })
des.wallify()
des.finalize_level()
