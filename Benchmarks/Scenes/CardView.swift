import UIKit

/// One card of the reference scene: a rounded, bordered, shadowed gradient with a title, a
/// two-line body and a progress ring.
public final class CardView: UIView {
    public let gradient = CAGradientLayer()
    public let titleLabel = UILabel()
    public let bodyLabel = UILabel()
    public let track = CAShapeLayer()
    public let ring = CAShapeLayer()

    public init(frame: CGRect, index: Int, usesShadowPath: Bool) {
        super.init(frame: frame)
        let colors = SceneSpec.gradients[index % SceneSpec.gradients.count]
        layer.cornerRadius = SceneSpec.cornerRadius
        layer.borderWidth = SceneSpec.borderWidth
        layer.borderColor = SceneSpec.color(SceneSpec.borderColor).cgColor
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOffset = SceneSpec.shadowOffset
        layer.shadowRadius = SceneSpec.shadowRadius
        layer.shadowOpacity = SceneSpec.shadowOpacity
        if usesShadowPath {
            layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: SceneSpec.cornerRadius).cgPath
        }

        gradient.frame = bounds
        gradient.cornerRadius = SceneSpec.cornerRadius
        gradient.masksToBounds = true
        gradient.colors = [SceneSpec.color(colors.0).cgColor, SceneSpec.color(colors.1).cgColor]
        layer.insertSublayer(gradient, at: 0)

        titleLabel.frame = SceneSpec.titleFrame
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = SceneSpec.color(SceneSpec.titleColor)
        titleLabel.text = SceneSpec.title(index)
        addSubview(titleLabel)

        bodyLabel.frame = SceneSpec.bodyFrame
        bodyLabel.font = .systemFont(ofSize: 14)
        bodyLabel.textColor = SceneSpec.color(SceneSpec.bodyColor)
        bodyLabel.numberOfLines = 2
        bodyLabel.lineBreakMode = .byTruncatingTail
        bodyLabel.text = SceneSpec.body(index)
        addSubview(bodyLabel)

        let ringFrame = SceneSpec.ringFrame
        let radius = (SceneSpec.ringDiameter - SceneSpec.ringLineWidth) / 2
        let circle = UIBezierPath(arcCenter: CGPoint(x: ringFrame.width / 2, y: ringFrame.height / 2), radius: radius,
                                  startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
        for shape in [track, ring] {
            shape.frame = ringFrame
            shape.path = circle
            shape.fillColor = nil
            shape.lineWidth = SceneSpec.ringLineWidth
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
        track.strokeColor = SceneSpec.color(SceneSpec.trackColor).cgColor
        ring.strokeColor = SceneSpec.color(SceneSpec.ringColors[index % SceneSpec.ringColors.count]).cgColor
        ring.strokeEnd = SceneSpec.progress(index)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
