/// One value of an imported C struct (`termios`, `sigaction`) that a C call
/// fills in and a signal handler reads, kept on the heap for the life of the
/// process.
///
/// Why not a global `var` of the struct: Swift 6.3's optimized builds give
/// such a global the struct's size without its padding (`termios` 57 bytes
/// of 60, `sigaction` 148 of 152, as `nm -S` shows), and place the next
/// global in the missing bytes; a whole-struct store then overwrote that
/// neighbour. It was the alternate-screen flag: after SIGTERM the terminal
/// stayed on the alternate screen. An allocation has the struct's full
/// stride.
final class CStructCell<Value>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Value>

    init(_ value: Value) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: value)
    }
}
