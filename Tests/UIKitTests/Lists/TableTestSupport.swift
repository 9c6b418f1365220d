import Foundation
@testable import UIKit

/// A cell class that counts its instances and reuses, as a learner's custom cell would.
final class CountingCell: UITableViewCell {
    @MainActor static var made = 0
    var reuses = 0
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingCell.made += 1
    }
    required init?(coder: NSCoder) { nil }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A self-sizing cell: a multi-line label pinned to the content view's margins.
final class NoteCell: UITableViewCell {
    let note = UILabel()
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        note.numberOfLines = 0
        note.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(note)
        NSLayoutConstraint.activate([
            note.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            note.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            note.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            note.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// A data source and delegate over an array of sections of strings, recording what it is asked.
final class ListModel: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headers: [String?] = []
    var footers: [String?] = []
    var identifier = "cell"
    var asked: [IndexPath] = []
    var selected: [IndexPath] = []
    var displayed: [IndexPath] = []
    var configure: ((UITableViewCell, String) -> Void)?

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        let text = sections[indexPath.section][indexPath.row]
        if let configure { configure(cell, text) } else { cell.textLabel?.text = text }
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headers.indices.contains(section) ? headers[section] : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footers.indices.contains(section) ? footers[section] : nil
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
}

extension UIColor {
    /// The colour's 8-bit RGBA resolved for `traits` (light by default), for pixel comparisons.
    @MainActor func rgba8(_ traits: UITraitCollection = UITraitCollection(userInterfaceStyle: .light)) -> (
        UInt8, UInt8, UInt8, UInt8
    ) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        func c(_ v: CGFloat) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return (c(r), c(g), c(b), c(a))
    }
}

/// A table of `style` filling `window` (or `frame`), showing `model` through `identifier`, laid out.
@MainActor
func showTable(
    _ model: UITableViewDataSource & UITableViewDelegate, identifier: String, style: UITableView.Style = .plain,
    cell: AnyClass = UITableViewCell.self, in window: UIWindow
) -> UITableView {
    let table = UITableView(frame: window.bounds, style: style)
    table.register(cell, forCellReuseIdentifier: identifier)
    table.dataSource = model
    table.delegate = model
    window.addSubview(table)
    window.runTurn()
    return table
}

/// A 320 × 400 pt collection view 100 pt down `window` with tiles (`TileCell`, "tile") and plain
/// headers ("header"), showing `model`, laid out.
@MainActor
func showCollection(
    _ model: UICollectionViewDataSource & UICollectionViewDelegate, layout: UICollectionViewLayout,
    frame: CGRect = CGRect(x: 0, y: 100, width: 320, height: 400), in window: UIWindow
) -> UICollectionView {
    let collection = UICollectionView(frame: frame, collectionViewLayout: layout)
    collection.register(TileCell.self, forCellWithReuseIdentifier: "tile")
    collection.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    collection.dataSource = model
    collection.delegate = model
    window.addSubview(collection)
    window.runTurn()
    return collection
}
