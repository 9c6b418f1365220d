import CoreGraphics

// TEMPORARY (branch `view`): branch `cg` provides the real UIGraphics context stack; this file is
// deleted at merge.

nonisolated(unsafe) private var contextStack: [CGContext] = []

/// The context on top of UIKit's graphics context stack (the one `draw(_:)` draws into).
public func UIGraphicsGetCurrentContext() -> CGContext? { contextStack.last }
/// Makes `context` the current context.
public func UIGraphicsPushContext(_ context: CGContext) { contextStack.append(context) }
/// Restores the previous current context.
public func UIGraphicsPopContext() { _ = contextStack.popLast() }
