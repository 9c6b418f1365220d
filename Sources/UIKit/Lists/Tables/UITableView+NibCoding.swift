import CoreGraphics
import Foundation

/// A table view restored from a nib: the `style` IB writes (`plain`, `grouped`, `insetGrouped`),
/// fixed before the table is made as `initWithCoder:` reads it, then the scroll view's and the
/// table's attributes — `separatorStyle` (`none`), `rowHeight`, `estimatedRowHeight`,
/// `sectionHeaderHeight`, `sectionFooterHeight` — over the defaults the table sets. Its
/// `dataSource` and `delegate` outlets are connected afterwards, as on iOS; prototype cells are a
/// storyboard's and are skipped.
extension UITableView {
    static func decodedStyle(_ coder: NSCoder) -> Style {
        switch (coder as? UINibDecoder)?.string("style") {
        case "grouped": return .grouped
        case "insetGrouped": return .insetGrouped
        default: return .plain
        }
    }

    func decodeTableView(_ coder: NSCoder) {
        guard let decoder = coder as? UINibDecoder else { return }
        decodeViewProperties(decoder)
        if decoder.string("separatorStyle") == "none" { separatorStyle = .none }
        if let height = decoder.cgFloat("rowHeight") { rowHeight = height }
        if let height = decoder.cgFloat("estimatedRowHeight") { estimatedRowHeight = height }
        if let height = decoder.cgFloat("sectionHeaderHeight") { sectionHeaderHeight = height }
        if let height = decoder.cgFloat("sectionFooterHeight") { sectionFooterHeight = height }
    }
}
