/// The bar metrics a customisation applies to: `.default` (portrait iPhone, iPad), `.compact`
/// (compact height — landscape iPhone), and the same with a prompt.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0, compact, defaultPrompt = 101, compactPrompt
}

/// Where a bar is: `.top` of the screen, `.bottom`, or `.topAttached` (top, its background
/// extended under the status bar); `.any` applies to every position.
public enum UIBarPosition: Int, Sendable {
    case any = 0, bottom, top, topAttached
}
