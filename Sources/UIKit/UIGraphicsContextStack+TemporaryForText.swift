import CoreGraphics

// TEMPORARY (branch `text`): the UIKit current-context stack is written on branch `cg`; this copy
// keeps the text branch building and is deleted at merge.

nonisolated(unsafe) private var temporaryContextStack: [CGContext] = []

/// The context UIKit drawing goes to (the top of the stack), or nil.
public func UIGraphicsGetCurrentContext() -> CGContext? { temporaryContextStack.last }

/// Makes `context` the current context.
public func UIGraphicsPushContext(_ context: CGContext) { temporaryContextStack.append(context) }

/// Restores the previous current context.
public func UIGraphicsPopContext() { _ = temporaryContextStack.popLast() }
