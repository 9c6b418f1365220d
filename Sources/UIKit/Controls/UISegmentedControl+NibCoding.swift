/// A segmented control restored from a nib: its `<segments>` (titles or images), then
/// `selectedSegmentIndex` and `selectedSegmentTintColor`.
extension UISegmentedControl {
    func decodeSegmentedControl(_ coder: NSCoder) {
        guard let decoder = coder as? UINibDecoder else { return }
        decodeControl(decoder)
        for (index, segment) in decoder.object.segments.enumerated() {
            if let image = segment.image, segment.title == nil {
                insertSegment(with: decoder.instantiation.image(named: image), at: index, animated: false)
            } else {
                insertSegment(withTitle: segment.title, at: index, animated: false)
            }
        }
        if let index = decoder.integer("selectedSegmentIndex") { selectedSegmentIndex = index }
        if let color = decoder.color("selectedSegmentTintColor") { selectedSegmentTintColor = color }
    }
}
