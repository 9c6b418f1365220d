import Foundation

/// The text TextKit lays out: an attributed string that tells its layout managers when it changes
/// (Apple, NSTextStorage documentation; "Using Text Kit to Draw and Manage Text").
///
/// As on iOS it is an `NSMutableAttributedString` subclass, so it is passed wherever an attributed
/// string goes. swift-corelibs-foundation lets a subclass keep the string's own storage (calling
/// `super`), so the primitive edits are intercepted here: `replaceCharacters(in:with:)` (both
/// forms, which `append`, `insert` and `setAttributedString` go through), `setAttributes`,
/// `addAttribute(s)`, `removeAttribute` and `deleteCharacters`. Each records the edit
/// (`edited(_:range:changeInLength:)`); outside `beginEditing()`/`endEditing()` it is processed at
/// once, inside at the outermost `endEditing()`. Processing (`processEditing()`): the delegate's
/// `willProcessEditing`, then `didProcessEditing`, then every layout manager invalidates its layout
/// of the range (`processEditing(for:edited:range:changeInLength:invalidatedRange:)`), then the
/// edit record is cleared — Apple's order.
///
/// A text view's `textStorage` mirrors its text: an edit of the storage becomes the view's
/// attributed text (`UITextView+TextStorage.swift`).
///
/// Differences: edits made through `mutableString` are not seen (Foundation on Linux changes the
/// storage without calling back); call `edited(_:range:changeInLength:)` after them. Layout
/// managers are told on the main thread only (they are main-actor objects).
open class NSTextStorage: NSMutableAttributedString {
    /// What an edit changed.
    public struct EditActions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    /// The layout managers laying this text out (the storage keeps them, as on iOS).
    nonisolated(unsafe) open private(set) var layoutManagers: [NSLayoutManager] = []
    nonisolated(unsafe) open weak var delegate: NSTextStorageDelegate?
    /// The kinds of change pending processing.
    nonisolated(unsafe) open private(set) var editedMask: EditActions = []
    /// The range of the pending changes, in the text after them (`NSNotFound` when none).
    nonisolated(unsafe) open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How much the pending changes made the text longer.
    nonisolated(unsafe) open private(set) var changeInLength = 0
    /// Whether attributes are fixed lazily (false: this class fixes none).
    open var fixesAttributesLazily: Bool { false }
    nonisolated(unsafe) private var editingDepth = 0
    /// The text view whose text this storage mirrors (`UITextView.textStorage`): told after each edit.
    nonisolated(unsafe) weak var owningTextView: UITextView?
    /// Set while the text view copies its text in (no edit goes back to it then).
    nonisolated(unsafe) var isMirroringTextView = false

    // MARK: - Layout managers

    /// Adds `layoutManager` (it lays this text out from now on). Callable from any context, as on
    /// iOS (components build TextKit stacks in free functions to measure text).
    open func addLayoutManager(_ layoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === layoutManager }) else { return }
        layoutManager.textStorage?.removeLayoutManager(layoutManager)
        layoutManagers.append(layoutManager)
        layoutManager.textStorage = self
    }

    open func removeLayoutManager(_ layoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === layoutManager }
        if layoutManager.textStorage === self { layoutManager.textStorage = nil }
    }

    // MARK: - Edits

    open override func replaceCharacters(in range: NSRange, with str: String) {
        super.replaceCharacters(in: range, with: str)
        edited(.editedCharacters, range: range, changeInLength: str.utf16.count - range.length)
    }

    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        super.replaceCharacters(in: range, with: attrString)
        edited([.editedCharacters, .editedAttributes], range: range, changeInLength: attrString.length - range.length)
    }

    open override func deleteCharacters(in range: NSRange) {
        super.deleteCharacters(in: range)
        edited(.editedCharacters, range: range, changeInLength: -range.length)
    }

    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        super.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        super.addAttribute(name, value: value, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        super.addAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        super.removeAttribute(name, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    open override func beginEditing() {
        super.beginEditing()
        editingDepth += 1
    }

    open override func endEditing() {
        super.endEditing()
        editingDepth = max(0, editingDepth - 1)
        if editingDepth == 0, !editedMask.isEmpty { processEditing() }
    }

    /// Records a change of `range` (in the text before it) that made the text `delta` longer, and
    /// processes it unless a `beginEditing()` is open.
    open func edited(_ editedMask: EditActions, range: NSRange, changeInLength delta: Int) {
        let after = NSRange(location: range.location, length: max(0, range.length + delta))
        if self.editedMask.isEmpty {
            editedRange = after
        } else {
            // The earlier range moves with this edit, then the two are joined.
            var earlier = editedRange
            if earlier.location >= NSMaxRange(range) {
                earlier.location += delta
            } else if NSMaxRange(earlier) > range.location {
                earlier.length = max(0, earlier.length + delta)
            }
            editedRange = NSUnionRange(earlier, after)
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0 { processEditing() }
    }

    /// Tells the delegate and the layout managers about the pending changes, then clears them.
    open func processEditing() {
        let mask = editedMask, range = NSIntersectionRange(editedRange, NSRange(location: 0, length: length)),
            delta = changeInLength
        delegate?.textStorage(self, willProcessEditing: mask, range: range, changeInLength: delta)
        delegate?.textStorage(self, didProcessEditing: mask, range: range, changeInLength: delta)
        if Thread.isMainThread {
            nonisolated(unsafe) let storage = self
            let managers = layoutManagers
            MainActor.assumeIsolated {
                for manager in managers {
                    manager.processEditing(
                        for: storage, edited: mask, range: range, changeInLength: delta, invalidatedRange: range)
                }
                if !storage.isMirroringTextView { storage.owningTextView?.textStorageDidEdit(storage) }
            }
        }
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
    }

    /// Attributes are fixed eagerly here: nothing to do.
    open func invalidateAttributes(in range: NSRange) {}
    open func ensureAttributesAreFixed(in range: NSRange) {}
}
