/// The body markup of the Desktop Notifications Specification: a server
/// that shows markup reads `<b>`, `<a href=…>`, `<img src=…>` and entities
/// in a notification's body, so a habit's name must reach it as text.
package enum NotificationMarkup {
    /// `text` as body markup that shows exactly `text`: `&`, `<` and `>`
    /// as entities (`&` first, so the others' entities stay as written).
    package static func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}
