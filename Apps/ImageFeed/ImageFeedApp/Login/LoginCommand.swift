import AppPlugin
import CLIKit
import FoundationEssentials
import Localization
import Networking
import SharedModels
import Storage
import TerminalUI
import UnsplashClient

/// `image-feed login [--code CODE]`: Unsplash OAuth. The authorize page is
/// opened (or printed); the code comes from `--code`, the loopback listener
/// (an `http://127.0.0.1:PORT/…` or `localhost` redirect) or the user's
/// paste (the out-of-band redirect). The token is exchanged, the user
/// looked up, and the session stored (the store file is 0600).
enum LoginCommand {
    static let command = Command<ImageFeedContext>(
        "login", abstract: { $0(.imagefeedHelpLogin) }, options: [.option(code) { $0(.imagefeedHelpOptionCode) }]
    ) { try run($0, in: $1) }

    static let code = Option<String?>("code", valueName: "code")

    struct LoginJSON: Encodable {
        var username: String
        var name: String?
    }

    /// How long the loopback listener waits (`IMAGE_FEED_LOGIN_TIMEOUT` seconds for tests; 5 minutes).
    static func timeout(_ variables: [String: String]) -> Duration {
        .seconds(variables[.imageFeedLoginTimeout].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 300)
    }

    static func run(_ invocation: Invocation, in context: ImageFeedContext) throws {
        let user = try signIn(context, code: invocation.value(of: code))
        let env = context.env
        if env.json { return try env.emitJSON(LoginJSON(username: user.username, name: user.name)) }
        env.output.line(context.l(.imagefeedLoginWelcome("@" + Sanitizer.clean(user.username))))
    }

    /// The whole login, from the keys to the stored session: what the
    /// command runs and what the feed's auth screen runs on Enter. Returns
    /// the user now logged in.
    static func signIn(_ context: ImageFeedContext, code given: String? = nil) throws -> User {
        let oauth = try context.config.oauth()
        let env = context.env
        let l = context.l
        try guardStore(env)
        let code = try obtainCode(given, oauth, context)
        let client = context.plainClient
        let apiClient = context.apiClient
        return try AsyncCommand.run { () async throws -> User in
            do {
                let token = try await oauth.exchange(code: code, with: client)
                let user = try await UnsplashAPI(client: apiClient, token: token.accessToken).me()
                try env.store().write {
                    try $0.setSession(
                        Session(
                            accessToken: token.accessToken, username: user.username,
                            createdAt: Int64(Date().timeIntervalSince1970)))
                }
                return user
            } catch let error as UnsplashError {
                throw failure(error, l)
            }
        }
    }

    /// The store files the session goes into (`SQLiteStore.fileName` and its
    /// companions, `JSONStore.fileName`): a link is refused and a mode wider
    /// than 0600 tightened before the code is even asked for, so the token
    /// is never written where another user could read it. SQLite gives a new
    /// WAL the main file's mode, but one left from an earlier run keeps its own.
    static func guardStore(_ env: AppEnvironment) throws(ImageFeedError) {
        let names =
            env.storeKind == .sqlite
            ? ["store.sqlite", "store.sqlite-wal", "store.sqlite-shm", "store.sqlite-journal"]
            : ["store.json"]
        for name in names { _ = try OwnedPath.privateFile(env.paths.data + "/" + name) }
    }

    /// Why the exchange failed, in words; a cancelled one stays a Ctrl-C.
    private static func failure(_ error: UnsplashError, _ l: Localizer) -> any Error {
        switch error {
        case .network(.cancelled): return SilentExit(code: SilentExit.interrupted)
        case .rejected(_, let messages), .unauthorized(let messages), .notFound(let messages):
            return ImageFeedError.loginFailed(reason: messages.joined(separator: "; "))
        default:
            let mapped = ImageFeedError.from(error, l)
            return ImageFeedError.loginFailed(reason: (mapped as? ImageFeedError).map { $0.message(l) } ?? "")
        }
    }

    /// The code from `--code`, the listener or the user's paste.
    private static func obtainCode(_ given: String?, _ oauth: OAuth, _ context: ImageFeedContext) throws -> String {
        if let given {
            let code = trimmed(given)
            guard !code.isEmpty else { throw ImageFeedError.loginFailed(reason: context.l(.imagefeedLoginNoCode)) }
            return code
        }
        let state = OAuth.newState()
        let url = oauth.authorizeURL(state: state)
        if let (port, path) = loopback(oauth.redirectURI) {
            let listener: LoopbackListener
            do { listener = try LoopbackListener(port: port, path: path) } catch { throw problem(error, context.l) }
            present(url, context, waiting: true)
            let l = context.l
            let timeout = timeout(context.env.variables)
            let outcome = try AsyncCommand.run { () async throws -> LoopbackListener.Outcome in
                do throws(LoginProblem) {
                    return try await listener.wait(state: state, timeout: timeout) { ok in
                        CallbackPage.html(ok: ok, l)
                    }
                } catch { throw problem(error, l) }
            }
            switch outcome {
            case .code(let code): return code
            case .refused(let reason): throw ImageFeedError.loginFailed(reason: reason)
            case .stateMismatch: throw ImageFeedError.loginFailed(reason: l(.imagefeedLoginStateMismatch))
            }
        }
        present(url, context, waiting: false)
        context.env.errorOutput.write(context.l(.imagefeedLoginPastePrompt) + " ")
        guard let read = readLine(strippingNewline: true) else {
            // No Enter was typed: the prompt's line is ended here, so the
            // error after it is a line of its own (`error: …`), as every error is.
            context.env.errorOutput.line()
            throw ImageFeedError.loginFailed(reason: context.l(.imagefeedLoginNoCode))
        }
        let line = trimmed(read)
        guard !line.isEmpty else { throw ImageFeedError.loginFailed(reason: context.l(.imagefeedLoginNoCode)) }
        return line
    }

    /// `text` without the spaces and line ends a paste brings around a code.
    static func trimmed(_ text: String) -> String {
        var code = Substring(text)
        while let first = code.first, first.isWhitespace { code.removeFirst() }
        while let last = code.last, last.isWhitespace { code.removeLast() }
        return String(code)
    }

    /// Port and path of an `http://127.0.0.1:PORT/…` or `http://localhost:PORT/…` redirect.
    static func loopback(_ redirect: String) -> (UInt16, String)? {
        guard let url = URL(string: redirect), url.scheme == "http", let host = url.host,
            host == "127.0.0.1" || host.lowercased() == "localhost", let port = url.port,
            let number = UInt16(exactly: port)
        else { return nil }
        return (number, url.path.isEmpty ? "/" : url.path)
    }

    /// Opens the browser when there is a display; prints the address (stderr) in every case.
    private static func present(_ url: String, _ context: ImageFeedContext, waiting: Bool) {
        let env = context.env
        let l = context.l
        let opened = Browser.hasDisplay(env.variables) && Browser.open(url, variables: env.variables)
        env.errorOutput.line(l(opened ? .imagefeedLoginOpened : .imagefeedLoginOpenThis))
        env.errorOutput.line(Sanitizer.clean(url))
        if waiting { env.errorOutput.line(l(.imagefeedLoginWaiting)) }
    }

    private static func problem(_ error: LoginProblem, _ l: Localizer) -> any Error {
        switch error {
        case .cancelled: SilentExit(code: SilentExit.interrupted)
        case .timedOut: ImageFeedError.loginFailed(reason: l(.imagefeedLoginTimedOut))
        case .noCode: ImageFeedError.loginFailed(reason: l(.imagefeedLoginNoCode))
        case .listener(let address, let code):
            ImageFeedError.loginFailed(
                reason: l(.imagefeedLoginListener((address.map { $0 + ": " } ?? "") + SystemErrorText.message(code, l)))
            )
        }
    }
}

/// The short page the browser shows after the redirect, in the user's language.
enum CallbackPage {
    static func html(ok: Bool, _ l: Localizer) -> String {
        let title = ok ? l(.imagefeedCallbackOkTitle) : l(.imagefeedLoginFailedTitle)
        let text = ok ? l(.imagefeedCallbackOkText) : l(.imagefeedLoginFailedMessage)
        return "<!doctype html><html><head><meta charset=\"utf-8\"><title>" + title
            + "</title></head><body style=\"font-family:sans-serif\"><h1>"
            + title + "</h1><p>" + text + "</p></body></html>"
    }
}
