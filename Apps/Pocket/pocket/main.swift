import AppPlugin
import PocketApps

PluginHost.main(PocketApps.plugins, version: PocketVersion.current)
