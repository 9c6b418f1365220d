import UIKit

/// Lesson 12: a note in a list — a label of any length that makes its row as tall as its text.
///
/// A table view (and a list section of a compositional layout) asks each cell how tall it wants
/// to be: with `rowHeight = UITableView.automaticDimension` (the default) and an estimated item
/// height in a list, the row is measured with Auto Layout — the content view's constraints,
/// from its top margin down through the label to its bottom margin. A chain that stops short
/// gives Auto Layout nothing to measure by, and the row keeps its 44 pt. Complete the TODOs, save,
/// `:check`.
class NoteCell: UITableViewCell {
    let note = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        note.numberOfLines = 0
        note.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(note)
        let margins = contentView.layoutMarginsGuide
        note.leadingAnchor.constraint(equalTo: margins.leadingAnchor).isActive = true
        note.trailingAnchor.constraint(equalTo: margins.trailingAnchor).isActive = true
        note.topAnchor.constraint(equalTo: margins.topAnchor).isActive = true
        // TODO(exercise): pin the note's bottom to the margins' bottom, so the row grows with the text.
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// The same note as a row of a list section (`UICollectionViewListCell`).
class NoteListCell: UICollectionViewListCell {
    let note = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        note.numberOfLines = 0
        note.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(note)
        let margins = contentView.layoutMarginsGuide
        note.leadingAnchor.constraint(equalTo: margins.leadingAnchor).isActive = true
        note.trailingAnchor.constraint(equalTo: margins.trailingAnchor).isActive = true
        note.topAnchor.constraint(equalTo: margins.topAnchor).isActive = true
        // TODO(exercise): pin this note's bottom to the margins' bottom too.
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
