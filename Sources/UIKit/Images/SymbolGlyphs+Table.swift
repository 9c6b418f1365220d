import CoreGraphics
import Foundation

// MARK: - The glyph table

extension SymbolGlyphs {
    /// Every glyph by system name.
    static let glyphs: [String: [Part]] = [
        "bell": [.stroke(bellBody), .stroke(bellClapper), .stroke(lines([(12, 2.6), (12, 4.4)]))],
        "bell.fill": [
            .fill(bellBody), .stroke(bellBody), .fill(bellClapperFilled), .stroke(lines([(12, 2.6), (12, 4.4)])),
        ],
        "star": [.stroke(polygon(starPoints()))],
        "star.fill": [.fill(polygon(starPoints())), .stroke(polygon(starPoints()))],
        "heart": [.stroke(heart)],
        "heart.fill": [.fill(heart), .stroke(heart)],
        "checkmark": [.stroke(lines([(4.5, 12.8), (9.6, 18.2), (19.5, 5.6)]))],
        "xmark": [.stroke(lines([(5.5, 5.5), (18.5, 18.5)])), .stroke(lines([(18.5, 5.5), (5.5, 18.5)]))],
        "plus": [.stroke(lines([(12, 3.5), (12, 20.5)])), .stroke(lines([(3.5, 12), (20.5, 12)]))],
        "minus": [.stroke(lines([(3.5, 12), (20.5, 12)]))],
        "chevron.left": [.stroke(lines([(15.5, 3.5), (7.5, 12), (15.5, 20.5)]))],
        "chevron.right": [.stroke(lines([(8.5, 3.5), (16.5, 12), (8.5, 20.5)]))],
        "chevron.up": [.stroke(lines([(3.5, 16), (12, 8), (20.5, 16)]))],
        "chevron.down": [.stroke(lines([(3.5, 8), (12, 16), (20.5, 8)]))],
        "gear": gear,
        "person.circle": [.stroke(ring), .stroke(circle(12, 9.4, 3.4)), .stroke(shoulders)],
        "magnifyingglass": [
            .stroke(circle(10.2, 10.2, 6.7)), .heavyStroke(lines([(15.2, 15.2), (20.6, 20.6)]), factor: 1.3),
        ],
        "trash": trash,
        "square.and.arrow.up": [
            .stroke(lines([(12, 2.8), (12, 14.5)])), .stroke(lines([(7.8, 7), (12, 2.8), (16.2, 7)])),
            .stroke(lines([(8.6, 9.4), (5, 9.4), (5, 21.2), (19, 21.2), (19, 9.4), (15.4, 9.4)])),
        ],
        "info.circle": [
            .stroke(ring), .fill(circle(12, 7.4, 1.35)), .stroke(lines([(10.3, 10.8), (12, 10.8), (12, 17.2)])),
            .stroke(lines([(10, 17.2), (14, 17.2)])),
        ],
        "exclamationmark.triangle": [
            .stroke(polygon([pt(12, 3.2), pt(21.2, 19.8), pt(2.8, 19.8)])),
            .stroke(lines([(12, 9), (12, 13.8)])), .fill(circle(12, 16.8, 1.2)),
        ],
        "plus.circle": [.stroke(ring), .stroke(lines([(12, 7), (12, 17)])), .stroke(lines([(7, 12), (17, 12)]))],
    ]

    // MARK: - Shapes

    static let bellBody = path { p in
        p.move(to: pt(3.8, 18))
        p.addLine(to: pt(6.2, 15.2))
        p.addLine(to: pt(6.2, 10.6))
        p.addCurve(to: pt(17.8, 10.6), control1: pt(6.2, 2.9), control2: pt(17.8, 2.9))
        p.addLine(to: pt(17.8, 15.2))
        p.addLine(to: pt(20.2, 18))
        p.closeSubpath()
    }

    static let bellClapper = path { p in
        p.move(to: pt(9.6, 20.2))
        p.addCurve(to: pt(14.4, 20.2), control1: pt(10.2, 22.4), control2: pt(13.8, 22.4))
    }

    static let bellClapperFilled = path { p in
        p.move(to: pt(9.4, 19.6))
        p.addCurve(to: pt(14.6, 19.6), control1: pt(9.8, 22.6), control2: pt(14.2, 22.6))
        p.closeSubpath()
    }

    static let heart = path { p in
        p.move(to: pt(12, 20.4))
        p.addCurve(to: pt(2.8, 9.4), control1: pt(7, 16.6), control2: pt(2.8, 13.2))
        p.addCurve(to: pt(7.4, 4.2), control1: pt(2.8, 6.4), control2: pt(4.8, 4.2))
        p.addCurve(to: pt(12, 7.2), control1: pt(9.6, 4.2), control2: pt(11.2, 5.6))
        p.addCurve(to: pt(16.6, 4.2), control1: pt(12.8, 5.6), control2: pt(14.4, 4.2))
        p.addCurve(to: pt(21.2, 9.4), control1: pt(19.2, 4.2), control2: pt(21.2, 6.4))
        p.addCurve(to: pt(12, 20.4), control1: pt(21.2, 13.2), control2: pt(17, 16.6))
        p.closeSubpath()
    }

    static let shoulders = path { p in
        p.move(to: pt(5.6, 18.9))
        p.addCurve(to: pt(18.4, 18.9), control1: pt(7.4, 14.6), control2: pt(16.6, 14.6))
    }

    /// A toothed wheel: eight trapezoid teeth around a ring, and a hub.
    static var gear: [Part] {
        var points: [CGPoint] = []
        let degree = CGFloat.pi / 180
        for i in 0..<8 {
            let a = CGFloat(i) * 45 * degree
            for (r, offset) in [(7.4, -15.0), (9.9, -8.5), (9.9, 8.5), (7.4, 15.0)] as [(CGFloat, CGFloat)] {
                points.append(pt(12 + r * cos(a + offset * degree), 12 + r * sin(a + offset * degree)))
            }
        }
        return [.stroke(polygon(points)), .stroke(circle(12, 12, 3))]
    }

    static var trash: [Part] {
        [
            .stroke(lines([(3.6, 6), (20.4, 6)])),
            .stroke(lines([(9, 6), (9, 3.4), (15, 3.4), (15, 6)])),
            .stroke(lines([(5.8, 6), (6.8, 20.6), (17.2, 20.6), (18.2, 6)])),
            .stroke(lines([(10, 9.6), (10.2, 17)])), .stroke(lines([(14, 9.6), (13.8, 17)])),
        ]
    }
}
