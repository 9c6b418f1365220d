import UIKit

/// Scenario 6's scene: a 500-view tree of nested containers (vertical sections, horizontal rows)
/// with labels and coloured views, laid out in `layoutSubviews` as a learner's custom containers are.
@MainActor
public final class TreeScene {
    public let view: UIView
    /// Number of views in the tree, the root included.
    public let viewCount: Int

    /// `sections` × (section + header + `rowsPerSection` × (row + label + swatch strip + `swatchesPerRow`
    /// swatches)) + the root: 511 views with the defaults.
    public init(sections: Int = 17, rowsPerSection: Int = 4, swatchesPerRow: Int = 4) {
        let root = StackContainer(axis: .vertical, spacing: 2)
        root.frame = CGRect(origin: .zero, size: SceneSpec.screenSize)
        root.backgroundColor = .white
        var count = 1
        for s in 0..<sections {
            let section = StackContainer(axis: .horizontal, spacing: 4)
            section.backgroundColor = UIColor(white: s % 2 == 0 ? 0.96 : 0.9, alpha: 1)
            let header = UILabel()
            header.font = .systemFont(ofSize: 11, weight: .semibold)
            header.text = "Section \(s + 1)"
            section.addSubview(header)
            count += 2
            for r in 0..<rowsPerSection {
                let row = StackContainer(axis: .vertical, spacing: 1)
                let label = UILabel()
                label.font = .systemFont(ofSize: 9)
                label.text = "Row \(r + 1) 行"
                row.addSubview(label)
                let swatches = StackContainer(axis: .horizontal, spacing: 1)
                for w in 0..<swatchesPerRow {
                    let swatch = UIView()
                    swatch.backgroundColor = UIColor(hue: CGFloat((s * 7 + r * 3 + w) % 24) / 24, saturation: 0.6, brightness: 0.9, alpha: 1)
                    swatches.addSubview(swatch)
                }
                row.addSubview(swatches)
                section.addSubview(row)
                count += 3 + swatchesPerRow
            }
            root.addSubview(section)
        }
        view = root
        viewCount = count
    }

    /// Marks every container for layout and every view for display.
    public func invalidateEverything() { ReferenceScene.invalidate(view) }
}
