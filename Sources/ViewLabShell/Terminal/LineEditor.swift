import CShim
import Foundation

/// libedit, through the C shim: prompt, emacs keys, history, Ctrl-R, Ctrl-C and Tab completion.
final class LineEditor {
    /// The result of one read.
    enum Line {
        case text(String)
        /// Ctrl-C: the line is discarded.
        case cancelled
        /// Ctrl-D on an empty line, or end of input.
        case end
    }

    private let editor: OpaquePointer
    /// Given the text before the cursor: the text to insert and the candidates to list.
    var complete: ((String) -> (insert: String, listing: String))?

    init?(program: String, historyLimit: Int) {
        guard let editor = viewlab_editor_open(program, Int32(clamping: historyLimit)) else { return nil }
        self.editor = editor
        viewlab_editor_set_completer(
            editor,
            { context, before, insert, listing in
                guard let context, let before else { return }
                let editor = Unmanaged<LineEditor>.fromOpaque(context).takeUnretainedValue()
                guard let result = editor.complete?(String(cString: before)) else { return }
                if !result.insert.isEmpty { insert?.pointee = strdup(result.insert) }
                if !result.listing.isEmpty { listing?.pointee = strdup(result.listing) }
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Called about every `idleInterval` while the editor waits for a key (`:watch` applies a
    /// saved file and re-exports without a key pressed); returns whether it printed something,
    /// so that the prompt and the line being edited are drawn again below it.
    var idle: (() -> Bool)? {
        didSet {
            guard idle != nil else { return viewlab_editor_set_idle(editor, nil, nil, 0) }
            viewlab_editor_set_idle(
                editor,
                { context in
                    guard let context else { return 0 }
                    let editor = Unmanaged<LineEditor>.fromOpaque(context).takeUnretainedValue()
                    return editor.idle?() == true ? 1 : 0
                }, Unmanaged.passUnretained(self).toOpaque(), Int32(LineEditor.idleInterval * 1000))
        }
    }

    /// How often `idle` is called while no key comes: at most 0.1 s after the watcher (which
    /// polls files every 200 ms) saw a save; a wake-up costs one `poll(2)`.
    static let idleInterval = 0.1

    deinit {
        viewlab_editor_close(editor)
    }

    func read(prompt: String) -> Line {
        viewlab_editor_set_prompt(editor, prompt)
        var count: Int32 = 0
        guard let line = viewlab_editor_read(editor, &count), count > 0 else {
            return viewlab_editor_take_cancelled(editor) != 0 ? .cancelled : .end
        }
        let text = String(cString: line)
        if viewlab_editor_take_cancelled(editor) != 0 { return .cancelled }
        return .text(text.hasSuffix("\n") ? String(text.dropLast()) : text)
    }

    /// Replaces the in-memory history (libedit only drops consecutive duplicates).
    func setHistory(_ entries: [String]) {
        viewlab_editor_history_clear(editor)
        for entry in entries { addHistory(entry) }
    }

    /// Adds an entry; a multi-line statement is recalled as one line (newlines outside string
    /// literals are spaces in Swift).
    func addHistory(_ entry: String) {
        viewlab_editor_history_add(editor, entry.replacingOccurrences(of: "\n", with: " "))
    }
}
