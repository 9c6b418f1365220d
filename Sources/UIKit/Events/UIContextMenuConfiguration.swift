import Foundation

/// What a context menu (a long press on a view with a `UIContextMenuInteraction`, or on a table
/// row or collection item whose delegate answers `contextMenuConfigurationForRowAt`) shows: a
/// preview controller and a menu, both made on demand by their providers (iOS 13).
///
/// ViewLab keeps the configuration for the code that makes and reads it; a long press never opens
/// a menu here (see *Differences from iOS*).
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The identifier given, or a new unique one (Apple: "if you specify nil, the system creates
    /// a unique identifier").
    public let identifier: NSCopying
    public let previewProvider: UIContextMenuContentPreviewProvider?
    public let actionProvider: UIContextMenuActionProvider?

    public init(
        identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
