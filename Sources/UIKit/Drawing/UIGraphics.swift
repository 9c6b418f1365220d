@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import CoreGraphics
import Foundation

// MARK: - The current context stack

/// UIKit's stack of graphics contexts, one per thread. `draw(_:)`, `UIGraphicsImageRenderer` and
/// `UIGraphicsBeginImageContextWithOptions` push onto it; the top is the current context.
enum UIGraphicsContextStack {
    private static let stacks = ThreadLocal<[CGContext]> { [] }
    private static let imageStacks = ThreadLocal<[(context: CGContext, scale: CGFloat)]> { [] }

    /// This thread's stack.
    static var contexts: [CGContext] {
        get { stacks.value }
        _modify { yield &stacks.value }
    }
    /// This thread's contexts created by `UIGraphicsBeginImageContextWithOptions`, with their scale.
    static var imageContexts: [(context: CGContext, scale: CGFloat)] {
        get { imageStacks.value }
        _modify { yield &imageStacks.value }
    }
}

/// The current graphics context (the top of UIKit's context stack), or nil outside drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.contexts.last }

/// Makes `context` the current context (push onto the stack).
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsContextStack.contexts.append(context) }

/// Makes the previous context current again; ignored when the stack is empty.
public func UIGraphicsPopContext() { _ = UIGraphicsContextStack.contexts.popLast() }

// MARK: - Legacy image contexts

/// Creates a top-left-origin bitmap context of `size` points at `scale` pixels per point (0 means
/// the main screen's scale) and makes it current. `opaque` starts it filled with opaque black and
/// makes the image opaque. A size that cannot be drawn (empty, negative, non-finite, too large)
/// prints one line to standard error and pushes nothing, as iOS does (its message is similar).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let resolvedScale = scale > 0 && scale.isFinite ? scale : UIScreen.mainScale
    guard let context = UIGraphicsImageRendererFormat.makeContext(size: size, scale: resolvedScale, opaque: opaque)
    else {
        FileHandle.standardError.write(
            Data(
                "UIGraphicsBeginImageContext() failed to allocate CGBitmapContext: size={\(size.width), \(size.height)}, scale=\(resolvedScale)\n"
                    .utf8))
        return
    }
    UIGraphicsContextStack.imageContexts.append((context, resolvedScale))
    UIGraphicsPushContext(context)
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1.0)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1.0)
}

/// An image of what was drawn into the current image context, or nil when the current context
/// is not one created by `UIGraphicsBeginImageContextWithOptions`.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let current = UIGraphicsGetCurrentContext(),
        let entry = UIGraphicsContextStack.imageContexts.last(where: { $0.context === current }),
        let image = current.makeImage()
    else { return nil }
    return UIImage(cgImage: image, scale: entry.scale, orientation: .up)
}

/// Pops the current image context (ignored when the current context is not an image context).
public func UIGraphicsEndImageContext() {
    guard let current = UIGraphicsGetCurrentContext(),
        let index = UIGraphicsContextStack.imageContexts.lastIndex(where: { $0.context === current })
    else { return }
    UIGraphicsContextStack.imageContexts.remove(at: index)
    UIGraphicsPopContext()
}

// MARK: - Rectangle helpers

/// Fills `rect` with the current fill colour using the **copy** blend mode (iOS's documented
/// behaviour: the pixels are replaced, translucent colours are not blended).
public func UIRectFill(_ rect: CGRect) { UIRectFillUsingBlendMode(rect, .copy) }

/// Fills `rect` with the current fill colour using `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a 1-point frame just inside `rect` with the current fill colour and the copy blend mode.
public func UIRectFrame(_ rect: CGRect) { UIRectFrameUsingBlendMode(rect, .copy) }

/// Draws a 1-point frame just inside `rect` with the current fill colour and `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    context.saveGState()
    context.setBlendMode(blendMode)
    context.beginPath()
    context.addRect(r)
    if r.width > 2 && r.height > 2 { context.addRect(r.insetBy(dx: 1, dy: 1)) }
    context.fillPath(using: .evenOdd)
    context.restoreGState()
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
