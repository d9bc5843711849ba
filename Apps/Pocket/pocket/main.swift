import AppPlugin
import PocketApps

PluginHost.main(PocketApps.plugins, commands: PocketApps.hostCommands, version: PocketVersion.current)
