import LazyLibraries
import Testing

/// The forwarders image-feed and pocket carry for Kerberos, SASL and
/// p11-kit reach the real libraries: each answer checked here is one only
/// the library gives, not the forwarder's "unavailable".
@Suite struct LazyLibrariesTests {
    @Test func theForwardersCallTheLibraries() {
        #expect(lazy_libraries_check() & 1 != 0, "SASL's error text")
        #expect(lazy_libraries_check() & 2 != 0, "p11-kit's padded length")
        #expect(lazy_libraries_check() & 4 != 0, "GSSAPI's status text")
    }
}
