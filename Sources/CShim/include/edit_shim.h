#ifndef VIEWLAB_EDIT_SHIM_H
#define VIEWLAB_EDIT_SHIM_H
// libedit's el_set/el_get/history are variadic; Swift cannot call them. These wrappers fix one
// signature per use.
#include <stdio.h>

typedef struct viewlab_editor viewlab_editor;

/// Opens a line editor on the terminal (stdin/stdout/stderr) with emacs keys and a history of
/// at most `history_size` unique entries. `program` names the editrc section.
viewlab_editor *viewlab_editor_open(const char *program, int history_size);
void viewlab_editor_close(viewlab_editor *editor);
/// Sets the prompt shown by the next read.
void viewlab_editor_set_prompt(viewlab_editor *editor, const char *prompt);
/// Reads one line (without its newline). Returns NULL at end of input; *count is -1 on error.
const char *viewlab_editor_read(viewlab_editor *editor, int *count);
void viewlab_editor_history_add(viewlab_editor *editor, const char *line);
int viewlab_editor_history_load(viewlab_editor *editor, const char *path);
int viewlab_editor_history_save(viewlab_editor *editor, const char *path);

#endif
