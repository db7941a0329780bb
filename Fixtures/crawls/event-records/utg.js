var utg = 
{
  "app_main_activity": "com.example.notes.MainActivity",
  "app_package": "com.example.notes",
  "device_sdk_version": 29,
  "edges": [
    {
      "events": [
        {
          "event_id": 1,
          "event_str": "IntentEvent(intent='am start com.example.notes/com.example.notes.MainActivity')",
          "event_type": "intent",
          "view_images": []
        }
      ],
      "from": "s20260107100000",
      "id": "s20260107100000-->s20260107100010",
      "to": "s20260107100010"
    },
    {
      "events": [
        {
          "event_id": 2,
          "event_str": "TouchEvent(state=s20260107100010, view=00000000000000000000000000000001(MainActivity/View-))",
          "event_type": "touch",
          "view_images": []
        }
      ],
      "from": "s20260107100010",
      "id": "s20260107100010-->s20260107100020",
      "to": "s20260107100020"
    },
    {
      "events": [
        {
          "event_id": 3,
          "event_str": "TouchEvent(state=s20260107100010, view=00000000000000000000000000000002(MainActivity/View-))",
          "event_type": "touch",
          "view_images": []
        }
      ],
      "from": "s20260107100010",
      "id": "s20260107100010-->s20260107100030",
      "to": "s20260107100030"
    },
    {
      "events": [
        {
          "event_id": 4,
          "event_str": "TouchEvent(state=s20260107100010, view=00000000000000000000000000000003(MainActivity/View-))",
          "event_type": "touch",
          "view_images": []
        }
      ],
      "from": "s20260107100010",
      "id": "s20260107100010-->s20260107100040",
      "to": "s20260107100040"
    },
    {
      "events": [
        {
          "event_id": 5,
          "event_str": "TouchEvent(state=s20260107100010, view=00000000000000000000000000000004(MainActivity/View-))",
          "event_type": "touch",
          "view_images": []
        }
      ],
      "from": "s20260107100010",
      "id": "s20260107100010-->s20260107100050",
      "to": "s20260107100050"
    },
    {
      "events": [
        {
          "event_id": 6,
          "event_str": "TouchEvent(state=s20260107100010, view=00000000000000000000000000000005(MainActivity/View-))",
          "event_type": "touch",
          "view_images": []
        }
      ],
      "from": "s20260107100010",
      "id": "s20260107100010-->s20260107100060",
      "to": "s20260107100060"
    }
  ],
  "nodes": [
    {
      "activity": ".Launcher",
      "id": "s20260107100000",
      "image": "states/screen_2026-01-07_100000.jpg",
      "package": "com.android.launcher3",
      "state_str": "s20260107100000",
      "structure_str": "c.Launcher"
    },
    {
      "activity": ".MainActivity",
      "id": "s20260107100010",
      "image": "states/screen_2026-01-07_100010.jpg",
      "package": "com.example.notes",
      "state_str": "s20260107100010",
      "structure_str": "c.MainActivity"
    },
    {
      "activity": ".HiddenActivity",
      "id": "s20260107100020",
      "image": "states/screen_2026-01-07_100020.jpg",
      "package": "com.example.notes",
      "state_str": "s20260107100020",
      "structure_str": "c.HiddenActivity"
    },
    {
      "activity": ".SettingsActivity",
      "id": "s20260107100030",
      "image": "states/screen_2026-01-07_100030.jpg",
      "package": "com.example.notes",
      "state_str": "s20260107100030",
      "structure_str": "c.SettingsActivity"
    },
    {
      "activity": ".LostActivity",
      "id": "s20260107100040",
      "image": "states/screen_2026-01-07_100040.jpg",
      "package": "com.example.notes",
      "state_str": "s20260107100040",
      "structure_str": "c.LostActivity"
    },
    {
      "activity": ".TwinActivity",
      "id": "s20260107100050",
      "image": "states/screen_2026-01-07_100050.jpg",
      "package": "com.example.notes",
      "state_str": "s20260107100050",
      "structure_str": "c.TwinActivity"
    },
    {
      "activity": ".BareActivity",
      "id": "s20260107100060",
      "image": "states/screen_2026-01-07_100060.jpg",
      "package": "com.example.notes",
      "state_str": "s20260107100060",
      "structure_str": "c.BareActivity"
    }
  ],
  "num_edges": 6,
  "num_nodes": 7
};
