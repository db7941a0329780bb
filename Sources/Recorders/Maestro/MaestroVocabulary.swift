import TreeModel

/// Maestro's bounds and Android class names mapped to frames, traits and containers.
///
/// | Android class (last component) | read as |
/// |---|---|
/// | `EditText`, `AutoCompleteTextView` | text entry |
/// | `Button`, `ImageButton` | button |
/// | `CheckBox`, `Switch`, `ToggleButton`, `SwitchCompat` | toggle |
/// | `RadioButton` | radio button |
/// | `SeekBar`, `RatingBar` | adjustable |
/// | `ImageView` | image |
/// | `TextView` | static text |
/// | any other class, `clickable` | button |
/// | `…Layout`, `ViewGroup`, `RecyclerView`, `ListView`, `ScrollView`, `View`, not clickable | container |
public enum MaestroVocabulary {
    /// `[l,t][r,b]` as a frame, or nil when it is not four numbers.
    public static func frame(_ bounds: String) -> Frame? {
        let numbers = bounds.split(whereSeparator: { $0 == "[" || $0 == "]" || $0 == "," }).map { Double(String($0)) }
        guard numbers.count == 4, let left = numbers[0], let top = numbers[1], let right = numbers[2], let bottom = numbers[3],
              right >= left, bottom >= top else { return nil }
        return Frame(x: left, y: top, width: right - left, height: bottom - top)
    }

    public static func androidRoles(className: String?, clickable: Bool) -> (traits: Traits, isContainer: Bool) {
        let name = className.map { $0.split(separator: ".").last.map(String.init) ?? $0 } ?? ""
        switch name {
        case "EditText", "AutoCompleteTextView", "TextInputEditText": return ([.textEntry], false)
        case "Button", "ImageButton", "MaterialButton": return ([.button], false)
        case "CheckBox", "Switch", "ToggleButton", "SwitchCompat", "SwitchMaterial": return ([.toggle], false)
        case "RadioButton": return ([.radioButton], false)
        case "SeekBar", "RatingBar": return ([.adjustable], false)
        default: break
        }
        if clickable { return ([.button], false) }
        switch name {
        case "ImageView": return ([.image], false)
        case "TextView": return ([.staticText], false)
        default:
            let container = name.hasSuffix("Layout") || name.hasSuffix("ViewGroup") || name.hasSuffix("View")
                || name == "ListView" || name == "RecyclerView" || name == "ScrollView" || name == "View"
            return ([], container)
        }
    }
}
