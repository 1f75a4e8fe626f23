/* view.h - `nhlev view`: the interactive level explorer. */
#ifndef NHLEV_UI_VIEW_H
#define NHLEV_UI_VIEW_H

/* argv[0] is the subcommand name ("view"); options and the level follow.
 * Returns the process exit status. */
int view_main(int argc, char **argv);

#endif
