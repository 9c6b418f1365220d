import CoreGraphics

/// What a picker view asks to know its shape (Apple, UIPickerViewDataSource documentation): how
/// many components (wheels) and how many rows each has. Both required.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
