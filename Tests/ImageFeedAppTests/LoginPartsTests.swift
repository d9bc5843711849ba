import Foundation
import Testing

@testable import ImageFeedApp

@Suite struct LoginPartsTests {
    @Test func callbackOutcomes() {
        typealias L = LoopbackListener
        #expect(L.outcome(of: "/callback?code=abc&state=s1", path: "/callback", state: "s1") == .code("abc"))
        #expect(L.outcome(of: "/callback?state=s1&code=a%2Bb", path: "/callback", state: "s1") == .code("a+b"))
        #expect(L.outcome(of: "/callback?code=abc&state=other", path: "/callback", state: "s1") == .stateMismatch)
        #expect(L.outcome(of: "/callback?code=abc", path: "/callback", state: "s1") == .stateMismatch)
        #expect(
            L.outcome(
                of: "/callback?error=access_denied&error_description=User+said+no", path: "/callback", state: "s1")
                == .refused("access_denied: User said no"))
        #expect(L.outcome(of: "/favicon.ico", path: "/callback", state: "s1") == nil)
        #expect(L.outcome(of: "/callback", path: "/callback", state: "s1") == nil)
        #expect(L.outcome(of: "/callbackx?code=a&state=s1", path: "/callback", state: "s1") == nil)
    }

    @Test func loopbackRedirectsOnly() {
        #expect(LoginCommand.loopback("http://127.0.0.1:8765/callback")! == (8765, "/callback"))
        #expect(LoginCommand.loopback("http://localhost:9000")! == (9000, "/"))
        #expect(LoginCommand.loopback("urn:ietf:wg:oauth:2.0:oob") == nil)
        #expect(LoginCommand.loopback("https://127.0.0.1:8765/callback") == nil)
        #expect(LoginCommand.loopback("http://192.168.1.2:8765/callback") == nil)
        #expect(LoginCommand.loopback("http://127.0.0.1/callback") == nil, "a port is needed to listen on")
    }

    @Test func callbackPageIsLocalized() {
        #expect(CallbackPage.html(ok: true, .init(language: .ru)).contains("Вы вошли"))
        #expect(CallbackPage.html(ok: false, .init(language: .ru)).contains("Не удалось войти в систему"))
    }
}
