#ifndef VIEWLAB_EDIT_SHIM_H
#define VIEWLAB_EDIT_SHIM_H
// libedit's el_set/el_get/history are variadic; Swift cannot call them. These wrappers fix one
// signature per use, and implement the key bindings that call back into Swift.
#include <stdio.h>

typedef struct viewlab_editor viewlab_editor;

/// Tab completion: given the line up to the cursor, sets *insert to the text to insert at the
/// cursor and *listing to the candidates to print below the line (either may stay NULL; both are
/// malloc'd and freed by the shim).
typedef void (*viewlab_complete_fn)(void *context, const char *before_cursor, char **insert, char **listing);

/// Opens a line editor on the terminal (stdin/stdout/stderr) with emacs keys, Ctrl-R reverse
/// search, Ctrl-C cancelling the line, and a history of at most `history_size` entries.
/// `program` names the editrc section.
viewlab_editor *viewlab_editor_open(const char *program, int history_size);
void viewlab_editor_close(viewlab_editor *editor);
/// Sets the prompt shown by the next read. Bytes between two \1 characters are non-printing
/// (colour escapes).
void viewlab_editor_set_prompt(viewlab_editor *editor, const char *prompt);
/// Installs the Tab completion callback.
void viewlab_editor_set_completer(viewlab_editor *editor, viewlab_complete_fn complete, void *context);
/// Called while the editor waits for a key, every `interval_ms` without one: returns nonzero
/// when it printed something (the prompt and the line being edited are then drawn again).
typedef int (*viewlab_idle_fn)(void *context);
/// Installs the idle callback (NULL: wait for keys only, libedit's own read).
void viewlab_editor_set_idle(viewlab_editor *editor, viewlab_idle_fn idle, void *context, int interval_ms);
/// Reads one line (with its newline). Returns NULL at end of input (Ctrl-D on an empty line);
/// *count is -1 on error.
const char *viewlab_editor_read(viewlab_editor *editor, int *count);
/// Whether the last read ended with Ctrl-C (the line is to be discarded); clears the flag.
int viewlab_editor_take_cancelled(viewlab_editor *editor);
void viewlab_editor_history_add(viewlab_editor *editor, const char *line);
void viewlab_editor_history_clear(viewlab_editor *editor);
int viewlab_editor_history_load(viewlab_editor *editor, const char *path);
int viewlab_editor_history_save(viewlab_editor *editor, const char *path);

#endif
