// libedit through fixed-signature wrappers (el_set and history are variadic), and the key
// bindings that call back into Swift.
#include "edit_shim.h"
#include <histedit.h>
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

struct viewlab_editor {
    EditLine *el;
    History *history;
    HistEvent event;
    char *prompt;
    viewlab_complete_fn complete;
    void *complete_context;
    int cancelled;
    viewlab_idle_fn idle;
    void *idle_context;
    int idle_interval_ms;
    int input_fd;
};

static viewlab_editor *editor_of(EditLine *el) {
    viewlab_editor *editor = NULL;
    el_get(el, EL_CLIENTDATA, &editor);
    return editor;
}

static char *prompt_of(EditLine *el) {
    viewlab_editor *editor = editor_of(el);
    return editor && editor->prompt ? editor->prompt : "";
}

/// Tab: asks Swift for the completion of the text before the cursor.
static unsigned char complete_key(EditLine *el, int ch) {
    (void)ch;
    viewlab_editor *editor = editor_of(el);
    if (!editor || !editor->complete) return CC_ERROR;
    const LineInfo *line = el_line(el);
    size_t length = (size_t)(line->cursor - line->buffer);
    char *before = malloc(length + 1);
    if (!before) return CC_ERROR;
    memcpy(before, line->buffer, length);
    before[length] = '\0';
    char *insert = NULL, *listing = NULL;
    editor->complete(editor->complete_context, before, &insert, &listing);
    free(before);
    unsigned char result = CC_ERROR;
    if (insert && *insert) {
        el_insertstr(el, insert);
        result = CC_REFRESH;
    }
    if (listing && *listing) {
        fprintf(stdout, "\n%s\n", listing);
        fflush(stdout);
        result = CC_REDISPLAY;
    }
    free(insert);
    free(listing);
    return result;
}

/// Ctrl-C: ends the read with the line marked as cancelled.
static unsigned char cancel_key(EditLine *el, int ch) {
    (void)ch;
    viewlab_editor *editor = editor_of(el);
    if (editor) editor->cancelled = 1;
    fputs("^C\n", stdout);
    fflush(stdout);
    return CC_NEWLINE;
}

/// libedit's read function while an idle callback is installed: waits for a key with poll(2),
/// calling the callback each time the interval passes without one, then reads the key's bytes
/// (UTF-8, decoded with the locale as libedit's own read does). 1: a character, 0: end of input,
/// -1: error.
static int read_key(EditLine *el, wchar_t *out) {
    viewlab_editor *editor = editor_of(el);
    mbstate_t state;
    memset(&state, 0, sizeof state);
    int started = 0; // inside a multi-byte character: no idle calls until it is complete
    for (;;) {
        if (!started && editor && editor->idle) {
            struct pollfd fd = {.fd = editor->input_fd, .events = POLLIN};
            int ready = poll(&fd, 1, editor->idle_interval_ms);
            if (ready < 0 && errno != EINTR) return -1;
            if (ready <= 0) {
                if (editor->idle(editor->idle_context)) el_set(el, EL_REFRESH);
                continue;
            }
        }
        char byte;
        ssize_t n = read(editor->input_fd, &byte, 1);
        if (n == 0) return 0;
        if (n < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        wchar_t wide;
        size_t used = mbrtowc(&wide, &byte, 1, &state);
        if (used == (size_t)-2) { started = 1; continue; }
        if (used == (size_t)-1) { *out = (unsigned char)byte; return 1; }
        *out = used == 0 ? L'\0' : wide;
        return 1;
    }
}

void viewlab_editor_set_idle(viewlab_editor *editor, viewlab_idle_fn idle, void *context, int interval_ms) {
    editor->idle = idle;
    editor->idle_context = context;
    editor->idle_interval_ms = interval_ms > 0 ? interval_ms : 200;
    el_set(editor->el, EL_GETCFN, idle ? read_key : EL_BUILTIN_GETCFN);
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
    editor->input_fd = fileno(stdin);
    history(editor->history, &editor->event, H_SETSIZE, history_size);
    history(editor->history, &editor->event, H_SETUNIQUE, 1);
    el_set(editor->el, EL_CLIENTDATA, editor);
    el_set(editor->el, EL_EDITOR, "emacs");
    el_set(editor->el, EL_HIST, history, editor->history);
    el_set(editor->el, EL_PROMPT_ESC, prompt_of, '\1');
    el_set(editor->el, EL_SIGNAL, 1);
    // Ctrl-C reaches the editor as a key (not SIGINT) while a line is edited.
    el_set(editor->el, EL_SETTY, "-d", "-isig", NULL);
    el_set(editor->el, EL_ADDFN, "viewlab-cancel", "cancel the line", cancel_key);
    el_set(editor->el, EL_BIND, "^C", "viewlab-cancel", NULL);
    el_set(editor->el, EL_ADDFN, "viewlab-complete", "complete the word", complete_key);
    el_set(editor->el, EL_BIND, "^I", "viewlab-complete", NULL);
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

void viewlab_editor_set_completer(viewlab_editor *editor, viewlab_complete_fn complete, void *context) {
    editor->complete = complete;
    editor->complete_context = context;
}

const char *viewlab_editor_read(viewlab_editor *editor, int *count) {
    editor->cancelled = 0;
    return el_gets(editor->el, count);
}

int viewlab_editor_take_cancelled(viewlab_editor *editor) {
    int cancelled = editor->cancelled;
    editor->cancelled = 0;
    return cancelled;
}

void viewlab_editor_history_add(viewlab_editor *editor, const char *line) {
    history(editor->history, &editor->event, H_ENTER, line);
}

void viewlab_editor_history_clear(viewlab_editor *editor) {
    history(editor->history, &editor->event, H_CLEAR);
}

int viewlab_editor_history_load(viewlab_editor *editor, const char *path) {
    return history(editor->history, &editor->event, H_LOAD, path);
}

int viewlab_editor_history_save(viewlab_editor *editor, const char *path) {
    return history(editor->history, &editor->event, H_SAVE, path);
}
