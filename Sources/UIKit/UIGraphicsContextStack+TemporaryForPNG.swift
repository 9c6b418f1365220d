// TEMPORARY (branch `png`): a minimal UIKit graphics-context stack so that `UIImage.draw` can be
// built and tested before branch `cg` lands the real one. The lead deletes this file at merge.
import CoreGraphics

nonisolated(unsafe) private var temporaryContextStack: [CGContext] = []

/// The context UIKit drawing goes to (the top of the stack), or nil outside drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? { temporaryContextStack.last }

/// Makes `context` the current context.
public func UIGraphicsPushContext(_ context: CGContext) { temporaryContextStack.append(context) }

/// Restores the context that was current before the matching push.
public func UIGraphicsPopContext() { _ = temporaryContextStack.popLast() }
