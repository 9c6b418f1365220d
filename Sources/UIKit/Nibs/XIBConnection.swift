/// ViewLab: a connection IB made from an object (the element holding `<connections>`):
/// an outlet (`<outlet property="iconView" destination="…"/>`, set on the source object),
/// an outlet collection (`<outletCollection property="buttons" destination="…"/>`, the
/// destinations gathered in document order into one array), or an action
/// (`<action selector="buy:" destination="-1" eventType="touchUpInside"/>`, a target–action
/// pair on the source control; destination `-2`, First Responder, is the nil target).
enum XIBConnection {
    case outlet(property: String, destination: String, line: Int)
    case outletCollection(property: String, destination: String, line: Int)
    case action(selector: String, destination: String, event: UIControl.Event, line: Int)
}
