// libedit through fixed-signature wrappers (el_set and history are variadic).
#include "edit_shim.h"
#include <histedit.h>
#include <stdlib.h>
#include <string.h>

struct viewlab_editor {
    EditLine *el;
    History *history;
    HistEvent event;
    char *prompt;
};

static char *prompt_of(EditLine *el) {
    viewlab_editor *editor = NULL;
    el_get(el, EL_CLIENTDATA, &editor);
    return editor && editor->prompt ? editor->prompt : "";
}

viewlab_editor *viewlab_editor_open(const char *program, int history_size) {
    viewlab_editor *editor = calloc(1, sizeof *editor);
    if (!editor) return NULL;
    editor->el = el_init(program, stdin, stdout, stderr);
    editor->history = history_init();
    if (!editor->el || !editor->history) {
        viewlab_editor_close(editor);
        return NULL;
    }
    history(editor->history, &editor->event, H_SETSIZE, history_size);
    history(editor->history, &editor->event, H_SETUNIQUE, 1);
    el_set(editor->el, EL_CLIENTDATA, editor);
    el_set(editor->el, EL_EDITOR, "emacs");
    el_set(editor->el, EL_HIST, history, editor->history);
    el_set(editor->el, EL_PROMPT, prompt_of);
    el_set(editor->el, EL_SIGNAL, 1);
    el_set(editor->el, EL_BIND, "^R", "em-inc-search-prev", NULL);
    el_source(editor->el, NULL);
    return editor;
}

void viewlab_editor_close(viewlab_editor *editor) {
    if (!editor) return;
    if (editor->el) el_end(editor->el);
    if (editor->history) history_end(editor->history);
    free(editor->prompt);
    free(editor);
}

void viewlab_editor_set_prompt(viewlab_editor *editor, const char *prompt) {
    free(editor->prompt);
    editor->prompt = strdup(prompt);
}

const char *viewlab_editor_read(viewlab_editor *editor, int *count) {
    return el_gets(editor->el, count);
}

void viewlab_editor_history_add(viewlab_editor *editor, const char *line) {
    history(editor->history, &editor->event, H_ENTER, line);
}

int viewlab_editor_history_load(viewlab_editor *editor, const char *path) {
    return history(editor->history, &editor->event, H_LOAD, path);
}

int viewlab_editor_history_save(viewlab_editor *editor, const char *path) {
    return history(editor->history, &editor->event, H_SAVE, path);
}
