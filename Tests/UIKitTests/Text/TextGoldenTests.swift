@testable import UIKit
import TestSupport
import XCTest

/// Golden images of string drawing: attributes, paragraph styles, truncation modes.
final class TextGoldenTests: XCTestCase {
    func testAttributesGolden() {
        let image = TextTestSupport.render(size: CGSize(width: 260, height: 150), scale: 2) { _ in
            let body = UIFont.systemFont(ofSize: 15)
            "Plain 15 pt, default black".draw(at: CGPoint(x: 8, y: 6), withAttributes: [.font: body])
            let mixed = NSMutableAttributedString(
                string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
            mixed.append(
                NSAttributedString(string: " italic", attributes: [.font: UIFont.italicSystemFont(ofSize: 15)]))
            mixed.append(
                NSAttributedString(string: " light", attributes: [.font: UIFont.systemFont(ofSize: 15, weight: .light)])
            )
            mixed.append(
                NSAttributedString(string: " black", attributes: [.font: UIFont.systemFont(ofSize: 15, weight: .black)])
            )
            mixed.draw(at: CGPoint(x: 8, y: 28))
            let decorated = NSMutableAttributedString(
                string: "struck",
                attributes: [
                    .font: body, .strikethroughStyle: 1,
                    .strikethroughColor: UIColor.systemRed,
                ])
            decorated.append(NSAttributedString(string: " ", attributes: [.font: body]))
            decorated.append(
                NSAttributedString(
                    string: "double",
                    attributes: [
                        .font: body, .underlineStyle: NSUnderlineStyle.double.rawValue,
                        .underlineColor: UIColor.systemBlue,
                    ]))
            decorated.append(NSAttributedString(string: " x", attributes: [.font: body]))
            decorated.append(
                NSAttributedString(string: "2", attributes: [.font: UIFont.systemFont(ofSize: 9), .baselineOffset: 6]))
            decorated.draw(at: CGPoint(x: 8, y: 50))
            "S P A C E D".draw(
                at: CGPoint(x: 8, y: 74),
                withAttributes: [
                    .font: body, .kern: 3,
                    .foregroundColor: UIColor.systemGreen,
                    .backgroundColor: UIColor.systemYellow,
                ])
            let shadow = NSShadow()
            shadow.shadowColor = UIColor.systemPink
            shadow.shadowOffset = CGSize(width: 2, height: 2)
            "Shadowed".draw(
                at: CGPoint(x: 8, y: 96), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17), .shadow: shadow])
            "Mono 0123 中文".draw(
                at: CGPoint(x: 8, y: 122),
                withAttributes: [.font: UIFont.monospacedSystemFont(ofSize: 15, weight: .regular)])
        }
        GoldenImage.assertMatches(image: image, named: "text-attributes")
    }

    func testParagraphsAndTruncationGolden() {
        let image = TextTestSupport.render(size: CGSize(width: 240, height: 230), scale: 2) { context in
            let font = UIFont.systemFont(ofSize: 13)
            let text = "ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz"
            for (index, mode) in [NSLineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].enumerated()
            {
                let style = NSMutableParagraphStyle()
                style.lineBreakMode = mode
                text.draw(
                    in: CGRect(x: 8, y: 6 + CGFloat(index) * 20, width: 180, height: 20),
                    withAttributes: [.font: font, .paragraphStyle: style])
            }
            let justified = NSMutableParagraphStyle()
            justified.alignment = .justified
            justified.firstLineHeadIndent = 16
            justified.paragraphSpacing = 6
            justified.lineSpacing = 2
            let paragraphs =
                "Justified text stretches every line but the last one of each paragraph.\nA second paragraph follows after some paragraph spacing."
            paragraphs.draw(
                in: CGRect(x: 8, y: 70, width: 224, height: 200),
                withAttributes: [.font: font, .paragraphStyle: justified])
            let centred = NSMutableParagraphStyle()
            centred.alignment = .center
            "Centred\nlines of text".draw(
                in: CGRect(x: 8, y: 186, width: 224, height: 40),
                withAttributes: [
                    .font: UIFont.systemFont(ofSize: 13, weight: .semibold), .paragraphStyle: centred,
                    .foregroundColor: UIColor.systemIndigo,
                ])
        }
        GoldenImage.assertMatches(image: image, named: "text-paragraphs")
    }
}
