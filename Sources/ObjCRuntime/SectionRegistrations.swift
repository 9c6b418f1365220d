import CShim

/// The selector and class tables compiled into the program's own images: code built by
/// `viewlab test` carries one `viewlab_selectors` record per bridged module (a function that
/// registers the module's tables) instead of the symbol the live loader calls. They run once,
/// before the first method or class lookup — as the Objective-C runtime reads an image's method
/// lists and classes when the image is loaded.
enum SectionRegistrations {
    /// Runs every record of every loaded image (once per process; thread-safe as a lazy global).
    static func runOnce() { _ = ran }

    private static let ran: Void = viewlab_run_selector_records()
}
