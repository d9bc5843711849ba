import AppPlugin
import ImageFeedApp

AppRunner.main(ImageFeedPlugin())
