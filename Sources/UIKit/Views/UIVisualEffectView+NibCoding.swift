import Foundation

/// An effect view restored from a nib: IB writes its effect as a child element —
/// `<blurEffect style="light"/>` (the `UIBlurEffect.Style` case's name) — and its content as
/// `<view key="contentView">`, whose subviews go into `contentView` (`decodeNibContents`).
extension UIVisualEffectView {
    func decodeVisualEffectView(_ coder: NSCoder) {
        guard let decoder = coder as? UINibDecoder, case .string(let name)? = decoder.object.values["blurEffectStyle"]
        else {
            return
        }
        guard let style = UIBlurEffect.Style.allCases.first(where: { "\($0)" == name }) else {
            UIView.report(
                .invalidArgument, "\(decoder.object.element) line \(decoder.object.line): unknown blur style \(name)")
            return
        }
        effect = UIBlurEffect(style: style)
    }
}
