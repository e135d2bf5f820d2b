# placeholder, replaced by the exec agent
