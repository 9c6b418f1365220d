import UIKit

/// The numbers the reference scene is made of, shared by the UIKit scene (and mirrored by hand in
/// `Benchmarks/Floor/floor.c` and `Benchmarks/Peer/scene.html`).
public enum SceneSpec {
    // MARK: - Geometry (points)

    public static let screenSize = CGSize(width: 393, height: 852)
    public static let columns = 2, rows = 6
    public static var cardCount: Int { columns * rows }
    public static let margin: CGFloat = 16, gap: CGFloat = 12, top: CGFloat = 60
    public static let cardSize = CGSize(width: (393 - 2 * 16 - 12) / 2, height: 116)
    public static let cornerRadius: CGFloat = 12
    public static let borderWidth: CGFloat = 1
    public static let padding: CGFloat = 12
    public static let shadowOffset = CGSize(width: 0, height: 4)
    public static let shadowRadius: CGFloat = 8
    public static let shadowOpacity: Float = 0.2
    public static let ringDiameter: CGFloat = 36, ringLineWidth: CGFloat = 4

    /// The frame of card `index` (row-major) in the screen.
    public static func cardFrame(_ index: Int) -> CGRect {
        let column = index % columns, row = index / columns
        return CGRect(x: margin + CGFloat(column) * (cardSize.width + gap), y: top + CGFloat(row) * (cardSize.height + gap),
                      width: cardSize.width, height: cardSize.height)
    }

    /// The grid cell whose frame starts nearest to `origin` (row-major; 0 off the grid).
    public static func cardIndex(at origin: CGPoint) -> Int {
        let column = Int(((origin.x - margin) / (cardSize.width + gap)).rounded())
        let row = Int(((origin.y - top) / (cardSize.height + gap)).rounded())
        guard (0..<columns).contains(column), (0..<rows).contains(row) else { return 0 }
        return row * columns + column
    }

    /// Label frames inside a card.
    public static var titleFrame: CGRect {
        CGRect(x: padding, y: padding, width: cardSize.width - 3 * padding - ringDiameter, height: 22)
    }
    public static var bodyFrame: CGRect {
        CGRect(x: padding, y: 58, width: cardSize.width - 2 * padding, height: 40)
    }
    public static var ringFrame: CGRect {
        CGRect(x: cardSize.width - padding - ringDiameter, y: padding, width: ringDiameter, height: ringDiameter)
    }

    // MARK: - Colours (sRGB 0…255)

    /// Two gradient colours per card (top → bottom), cycled.
    public static let gradients: [(UInt32, UInt32)] = [
        (0xFFF3E0, 0xFFE0B2), (0xE3F2FD, 0xBBDEFB), (0xE8F5E9, 0xC8E6C9),
        (0xF3E5F5, 0xE1BEE7), (0xFFFDE7, 0xFFF59D), (0xE0F7FA, 0xB2EBF2),
    ]
    public static let ringColors: [UInt32] = [0xFB8C00, 0x1E88E5, 0x43A047, 0x8E24AA, 0xFDD835, 0x00ACC1]
    public static let trackColor: UInt32 = 0xDDDDDD
    public static let borderColor: UInt32 = 0xC8C8C8
    public static let titleColor: UInt32 = 0x1C1C1E
    public static let bodyColor: UInt32 = 0x48484A

    public static func color(_ rgb: UInt32) -> UIColor {
        UIColor(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255, blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }
    public static let background = UIColor.white

    // MARK: - Text

    public static func title(_ index: Int) -> String { "Activity \(index + 1)" }
    public static func body(_ index: Int) -> String {
        "Goal \(index + 1): 今天的目标已经完成了一半，继续加油！Keep going to close the ring before the evening."
    }
    public static func progress(_ index: Int) -> CGFloat { CGFloat((index * 37) % 100 + 1) / 100 }
}
