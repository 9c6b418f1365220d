/// The kinds of scrolling input a pan gesture recognizer accepts from a pointing device
/// (iPadOS 13.4+): a mouse wheel's discrete steps, a trackpad's continuous scrolling. ViewLab's
/// screens have no pointing device, so no scroll event ever arrives — as on an iPhone.
public enum UIScrollType: Int, Sendable {
    case discrete = 0, continuous = 1
}

/// A set of `UIScrollType`s (`UIPanGestureRecognizer.allowedScrollTypesMask`), with Apple's raw
/// values (`1 << UIScrollType`).
public struct UIScrollTypeMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << UIScrollType.continuous.rawValue)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
