/// A stack view restored from a nib: `axis`, `distribution`, `alignment`, `spacing`, and its
/// subviews as arranged subviews (IB stores a stack view's arranged subviews as its
/// `<subviews>`, in order).
extension UIStackView {
    func decodeStackView(_ coder: NSCoder) {
        guard let decoder = coder as? UINibDecoder else { return }
        if let axis = decoder.integer("axis").flatMap(NSLayoutConstraint.Axis.init(rawValue:)) { self.axis = axis }
        if let distribution = decoder.integer("distribution").flatMap(Distribution.init(rawValue:)) {
            self.distribution = distribution
        }
        if let alignment = decoder.integer("alignment").flatMap(Alignment.init(rawValue:)) {
            self.alignment = alignment
        }
        if let spacing = decoder.cgFloat("spacing") { self.spacing = spacing }
        for view in subviews { addArrangedSubview(view) }
    }
}
