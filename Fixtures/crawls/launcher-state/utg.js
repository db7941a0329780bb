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
          "event_str": "intent",
          "event_type": "intent",
          "view_images": []
        }
      ],
      "from": "s20260103100000",
      "id": "s20260103100000-->s20260103100010",
      "to": "s20260103100010"
    },
    {
      "events": [
        {
          "event_id": 2,
          "event_str": "scroll",
          "event_type": "scroll",
          "view_images": []
        }
      ],
      "from": "s20260103100010",
      "id": "s20260103100010-->s20260103100020",
      "to": "s20260103100020"
    }
  ],
  "nodes": [
    {
      "activity": ".Launcher",
      "id": "s20260103100000",
      "image": "states/screen_2026-01-03_100000.jpg",
      "package": "com.android.launcher3",
      "state_str": "s20260103100000",
      "structure_str": "c.Launcher"
    },
    {
      "activity": ".MainActivity",
      "id": "s20260103100010",
      "image": "states/screen_2026-01-03_100010.jpg",
      "package": "com.example.notes",
      "state_str": "s20260103100010",
      "structure_str": "c.MainActivity"
    },
    {
      "activity": ".MainActivity",
      "id": "s20260103100020",
      "image": "states/screen_2026-01-03_100020.jpg",
      "package": "com.example.notes",
      "state_str": "s20260103100020",
      "structure_str": "c.MainActivity"
    }
  ],
  "num_edges": 2,
  "num_nodes": 3
};
